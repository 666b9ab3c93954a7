import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { metaFor } from "#web/features/content/page-meta.ts";
import { StatusPage } from "#web/features/content/status-page.tsx";
import type { Route } from "./+types/error";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Something went wrong",
    description: "Sorry, that didn't work on Ladle. Try again in a moment, or head back home.",
    noIndex: true,
  });

export default function ErrorPage() {
  return (
    <StatusPage
      title="Something went wrong"
      lead="Sorry, that didn't work. Try again in a moment, or head back home and pick up where you left off."
      canGoBack
    />
  );
}
