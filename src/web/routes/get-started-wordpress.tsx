import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { WordpressPage, wordpressMeta } from "#web/features/content/bloggers.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/get-started-wordpress";

export const meta: Route.MetaFunction = (args) => metaFor(args, wordpressMeta);

export default function Page() {
  return <WordpressPage />;
}
