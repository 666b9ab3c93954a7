import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { BloggersAboutPage, bloggersAboutMeta } from "#web/features/content/bloggers.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/for-bloggers.about";

export const meta: Route.MetaFunction = (args) => metaFor(args, bloggersAboutMeta);

export default function Page() {
  return <BloggersAboutPage />;
}
