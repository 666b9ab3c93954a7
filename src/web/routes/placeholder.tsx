import { useLocation } from "react-router";
import { matchRoute } from "#core/access/route-table.ts";

export default function Placeholder() {
  const { pathname } = useLocation();
  const entry = matchRoute(pathname)?.entry;
  return (
    <main>
      <h1>{entry?.title ?? "Ladle"}</h1>
    </main>
  );
}
