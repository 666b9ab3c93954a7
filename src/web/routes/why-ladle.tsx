import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { WhyLadlePage, whyLadleMeta } from "#web/features/content/about.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/why-ladle";

export const meta: Route.MetaFunction = (args) => metaFor(args, whyLadleMeta);

export default function Page() {
  return <WhyLadlePage />;
}
