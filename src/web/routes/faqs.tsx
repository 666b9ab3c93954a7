import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { FaqsPage, faqsMeta } from "#web/features/content/faqs.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = (args) => metaFor(args, faqsMeta);

export default function Page() {
  return <FaqsPage />;
}
