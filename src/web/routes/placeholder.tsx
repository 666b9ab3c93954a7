import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { useLocation } from "react-router";
import { matchRoute } from "#core/access/route-table.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { StatusPage } from "#web/features/content/status-page.tsx";
import type { Route } from "./+types/placeholder";

/** Pages whose feature has not landed yet: the route table gives the heading and the title. */
export const meta: Route.MetaFunction = (args) => {
  const entry = matchRoute(args.location.pathname)?.entry;
  return metaFor(args, { title: entry?.title, noIndex: true });
};

export default function Placeholder() {
  const { pathname } = useLocation();
  const entry = matchRoute(pathname)?.entry;
  return (
    <StatusPage
      title={entry?.title ?? "Coming soon"}
      lead="This part of Ladle is on its way. In the meantime, there's plenty to cook."
    />
  );
}
