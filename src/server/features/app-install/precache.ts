/**
 * What the service worker keeps at install: enough to open the shell, a recipe page and the
 * shopping list without the network, and to use them there: the parts those pages load on first use
 * that work offline (the shopping-list panel, the toasts, cook mode, the author's notes). Taken from
 * the build's own manifests, so it follows the hashed file names of each build.
 */

/** The parts of React Router's build manifest (`ServerBuild["assets"]`) this reads. */
export interface TBuildAssets {
  version: string;
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module?: string; imports?: string[]; css?: string[] } | undefined>;
}

/** Route ids whose modules are kept: the root, and the pages people open offline. */
export const offlineRouteIds = ["root", "page:/shopping-list", "page:/grocery-list", "page:/recipe/:recipeId"];

/**
 * Parts the offline pages load on first use (dynamic imports) that are kept too, by the name the
 * build gives their file: the panel's list (an add to the list opens it), the toasts (the add says it
 * waits for the network), cook mode, and the author's own notes on their recipe. The rest (the save
 * menu, more reviews, the Follow button) needs the network anyway.
 */
export const offlineLazyChunks = ["shopping-list-view", "toast-container", "cook-mode", "owner-parts"];

/** The parts of Vite's build manifest (`build/client/.vite/manifest.json`) this reads. */
export type TViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

export const offlinePath = "/offline.html";

/** Files outside the build (public/) that the installed app shows offline. */
const publicFiles = [offlinePath, "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];

/**
 * The files to keep, and `missingParts`: the lazily loaded parts to keep that the build did not show
 * (no Vite manifest, or a part renamed), which would then not load offline.
 */
export function listPrecacheUrls({
  assets,
  manifest = null,
  fontFiles,
}: {
  assets: TBuildAssets | null;
  manifest?: TViteManifest | null;
  fontFiles: string[];
}) {
  const urls = new Set(publicFiles);
  let missingParts: string[] = [];
  if (assets) {
    const pageFiles = [assets.entry.module, ...(assets.entry.imports ?? [])];
    for (const id of offlineRouteIds) {
      const route = assets.routes[id];
      if (!route) continue;
      pageFiles.push(
        ...[route.module, ...(route.imports ?? []), ...(route.css ?? [])].filter((file) => file !== undefined),
      );
    }
    for (const file of pageFiles) urls.add(file);
    const lazy = manifest
      ? listLazyFiles({ manifest, pageFiles, names: offlineLazyChunks })
      : { files: [], missing: offlineLazyChunks };
    for (const file of lazy.files) urls.add(file);
    missingParts = lazy.missing;
  }
  for (const file of fontFiles) urls.add(file);
  return { urls: [...urls], missingParts };
}

/**
 * The files of the parts named `names` that the pages' files load lazily: each part's module with
 * what it imports and its styles. `missing` names a part none of the pages loads (renamed, or gone).
 */
export function listLazyFiles({
  manifest,
  pageFiles,
  names,
}: {
  manifest: TViteManifest;
  pageFiles: string[];
  names: string[];
}): { files: string[]; missing: string[] } {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const withImports = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const pageKeys = withImports(pageFiles.flatMap((file) => keyOfFile.get(file) ?? []));
  const lazyKeys = new Set<string>();
  for (const key of pageKeys) {
    for (const lazy of manifest[key].dynamicImports ?? []) {
      const name = manifest[lazy]?.name;
      if (name && names.includes(name)) lazyKeys.add(lazy);
    }
  }
  const files = new Set<string>();
  for (const key of withImports([...lazyKeys])) {
    for (const file of [manifest[key].file, ...(manifest[key].css ?? [])]) files.add(`/${file}`);
  }
  const found = new Set([...lazyKeys].map((key) => manifest[key].name));
  return { files: [...files], missing: names.filter((name) => !found.has(name)) };
}

/** The Latin fonts every page uses (the only ones its first paint needs), from the assets folder. */
export function pickShellFonts(assetFiles: string[]): string[] {
  return assetFiles
    .filter((file) => /^(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => `/assets/${file}`);
}
