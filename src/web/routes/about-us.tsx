import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import { AboutUsPage, aboutUsMeta } from "#web/features/content/about.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = (args) => metaFor(args, aboutUsMeta);

export default function Page() {
  return <AboutUsPage />;
}
