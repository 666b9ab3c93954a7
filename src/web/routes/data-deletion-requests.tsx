import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { DataDeletionPage, dataDeletionMeta } from "#web/features/content/legal.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/data-deletion-requests";

export const meta: Route.MetaFunction = (args) => metaFor(args, dataDeletionMeta);

export default function Page() {
  return <DataDeletionPage />;
}
