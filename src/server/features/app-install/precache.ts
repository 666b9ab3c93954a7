/**
 * What the service worker keeps at install: enough to open the shell, a recipe page and the
 * shopping list without the network. Taken from the build's own manifest, so it follows the hashed
 * file names of each build.
 */

/** The parts of React Router's build manifest (`ServerBuild["assets"]`) this reads. */
export interface TBuildAssets {
  version: string;
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module?: string; imports?: string[]; css?: string[] } | undefined>;
}

/** Route ids whose modules are kept: the root, and the pages people open offline. */
export const offlineRouteIds = ["root", "page:/shopping-list", "page:/grocery-list", "page:/recipe/:recipeId"];

export const offlinePath = "/offline.html";

/** Files outside the build (public/) that the installed app shows offline. */
const publicFiles = [offlinePath, "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];

export function listPrecacheUrls({ assets, fontFiles }: { assets: TBuildAssets | null; fontFiles: string[] }) {
  const urls = new Set(publicFiles);
  if (assets) {
    urls.add(assets.entry.module);
    for (const file of assets.entry.imports ?? []) urls.add(file);
    for (const id of offlineRouteIds) {
      const route = assets.routes[id];
      if (!route) continue;
      for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])]) if (file) urls.add(file);
    }
  }
  for (const file of fontFiles) urls.add(file);
  return [...urls];
}

/** The Latin fonts every page uses (the only ones its first paint needs), from the assets folder. */
export function pickShellFonts(assetFiles: string[]): string[] {
  return assetFiles
    .filter((file) => /^(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => `/assets/${file}`);
}
