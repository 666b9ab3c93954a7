import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { PrivacyPolicyPage, privacyMeta } from "#web/features/content/legal.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/privacy-policy";

/** /privacy-policy and /privacy show the same policy; both point search engines at /privacy-policy. */
export const meta: Route.MetaFunction = (args) => metaFor(args, { ...privacyMeta, canonicalPath: "/privacy-policy" });

export default function Page() {
  return <PrivacyPolicyPage />;
}
