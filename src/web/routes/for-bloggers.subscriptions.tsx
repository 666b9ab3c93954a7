import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { BloggerSubscriptionsPage, bloggerSubscriptionsMeta } from "#web/features/content/bloggers.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/for-bloggers.subscriptions";

export const meta: Route.MetaFunction = (args) => metaFor(args, bloggerSubscriptionsMeta);

export default function Page() {
  return <BloggerSubscriptionsPage />;
}
