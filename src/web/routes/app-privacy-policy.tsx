import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { AppPrivacyPage, appPrivacyMeta } from "#web/features/content/legal.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/app-privacy-policy";

export const meta: Route.MetaFunction = (args) => metaFor(args, appPrivacyMeta);

export default function Page() {
  return <AppPrivacyPage />;
}
