import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { TermsPage, termsMeta } from "#web/features/content/legal.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = (args) => metaFor(args, termsMeta);

export default function Page() {
  return <TermsPage />;
}
