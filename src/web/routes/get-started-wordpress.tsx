import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import "#web/styles/pages/import.css";
import { metaFor, rootPublicUrl } from "#web/features/content/page-meta.ts";
import { WordpressButtonPage, wordpressMeta } from "#web/features/import/components/wordpress-page.tsx";
import type { Route } from "./+types/get-started-wordpress";

export const meta: Route.MetaFunction = (args) => metaFor(args, wordpressMeta);

export default function Page({ matches }: Route.ComponentProps) {
  return <WordpressButtonPage origin={rootPublicUrl(matches)} />;
}
