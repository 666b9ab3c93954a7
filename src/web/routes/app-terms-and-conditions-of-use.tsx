import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { AppTermsPage, appTermsMeta } from "#web/features/content/legal.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/app-terms-and-conditions-of-use";

export const meta: Route.MetaFunction = (args) => metaFor(args, appTermsMeta);

export default function Page() {
  return <AppTermsPage />;
}
