import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import "#web/styles/pages/download.css";
import { appContext } from "#web/context.ts";
import { loadDownloadPage } from "#web/features/app-install/download.server.ts";
import { DownloadPage, downloadMeta } from "#web/features/content/download.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { Route } from "./+types/download";

/** /download and /get_app show the same page; both point search engines at /download. */
export const meta: Route.MetaFunction = (args) => metaFor(args, { ...downloadMeta, canonicalPath: "/download" });

export async function loader({ context }: Route.LoaderArgs) {
  return loadDownloadPage(context.get(appContext).env);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DownloadPage {...loaderData} />;
}
