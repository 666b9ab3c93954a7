import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listLazyFiles, listPrecacheUrls, offlineLazyChunks, pickShellFonts, type TViteManifest } from "./precache.ts";
import { renderServiceWorker } from "./service-worker.ts";

const assets = {
  version: "abc123",
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/framework-B.js"] },
  routes: {
    root: { module: "/assets/root-C.js", imports: ["/assets/shell-D.js"], css: ["/assets/root-E.css"] },
    "page:/shopping-list": { module: "/assets/shopping-list-F.js", imports: ["/assets/shell-D.js"] },
    "page:/recipe/:recipeId": { module: "/assets/recipe-G.js", css: ["/assets/recipe-H.css"] },
    "page:/search": { module: "/assets/search-I.js" },
  },
};

/** Vite's manifest for the same build: shared chunks are keyed by file, modules by source path. */
const manifest: TViteManifest = {
  "src/web/entry.client.tsx": { file: "assets/entry.client-A.js", imports: ["_framework-B.js", "_shell-D.js"] },
  "_framework-B.js": { file: "assets/framework-B.js", name: "framework" },
  "src/web/root.tsx?__react-router-build-client-route": { file: "assets/root-C.js", imports: ["_shell-D.js"] },
  "_shell-D.js": {
    file: "assets/shell-D.js",
    name: "shell",
    imports: ["_framework-B.js"],
    dynamicImports: ["_shopping-list-view-L.js", "src/web/components/shell/toast-container.tsx", "src/sentry.ts"],
  },
  "_shopping-list-view-L.js": {
    file: "assets/shopping-list-view-L.js",
    name: "shopping-list-view",
    imports: ["_shell-D.js", "_page-section-M.js"],
  },
  "_page-section-M.js": { file: "assets/page-section-M.js", name: "page-section" },
  "src/web/components/shell/toast-container.tsx": {
    file: "assets/toast-container-N.js",
    name: "toast-container",
    imports: ["node_modules/react-toastify/dist/unstyled.mjs"],
    css: ["assets/toast-container-O.css"],
  },
  "node_modules/react-toastify/dist/unstyled.mjs": { file: "assets/unstyled-P.js", name: "unstyled" },
  "src/web/routes/recipe.$recipeId.tsx?__react-router-build-client-route": {
    file: "assets/recipe-G.js",
    dynamicImports: ["src/cook-mode.tsx", "src/owner-parts.tsx", "src/save-menu.tsx"],
  },
  "src/cook-mode.tsx": { file: "assets/cook-mode-Q.js", name: "cook-mode" },
  "src/owner-parts.tsx": { file: "assets/owner-parts-R.js", name: "owner-parts" },
  "src/save-menu.tsx": { file: "assets/save-menu-S.js", name: "save-menu" },
  "src/sentry.ts": { file: "assets/sentry-reporter-T.js", name: "sentry-reporter" },
  "src/web/routes/search.tsx?__react-router-build-client-route": {
    file: "assets/search-I.js",
    dynamicImports: ["src/live-chart.tsx"],
  },
  "src/live-chart.tsx": { file: "assets/live-chart-U.js", name: "live-chart" },
};

describe("listPrecacheUrls", () => {
  it("keeps the shell, the offline pages' modules and styles, and the fonts; not other pages", () => {
    const { urls } = listPrecacheUrls({ assets, fontFiles: ["/assets/inter-latin-wght-normal-X.woff2"] });
    expect(urls).toEqual(
      expect.arrayContaining([
        "/offline.html",
        "/manifest.webmanifest",
        "/assets/entry.client-A.js",
        "/assets/framework-B.js",
        "/assets/root-E.css",
        "/assets/shopping-list-F.js",
        "/assets/recipe-H.css",
        "/assets/inter-latin-wght-normal-X.woff2",
      ]),
    );
    expect(urls).not.toContain("/assets/search-I.js");
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("keeps the parts the offline pages load on first use, with their imports and styles, and no others", () => {
    const { urls, missingParts } = listPrecacheUrls({ assets, manifest, fontFiles: [] });
    expect(urls).toEqual(
      expect.arrayContaining([
        "/assets/shopping-list-view-L.js",
        "/assets/page-section-M.js",
        "/assets/toast-container-N.js",
        "/assets/toast-container-O.css",
        "/assets/unstyled-P.js",
        "/assets/cook-mode-Q.js",
        "/assets/owner-parts-R.js",
      ]),
    );
    // Parts that need the network anyway, and a part only another page loads.
    for (const file of ["/assets/save-menu-S.js", "/assets/sentry-reporter-T.js", "/assets/live-chart-U.js"]) {
      expect(urls).not.toContain(file);
    }
    expect(missingParts).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("names the parts it was asked to keep that no offline page loads", () => {
    expect(listLazyFiles({ manifest, pageFiles: ["/assets/root-C.js"], names: ["toast-container", "chart"] })).toEqual({
      files: expect.arrayContaining(["/assets/toast-container-N.js"]),
      missing: ["chart"],
    });
    expect(listPrecacheUrls({ assets, manifest: null, fontFiles: [] }).missingParts).toEqual(offlineLazyChunks);
  });

  it("keeps parts whose modules exist: the build names a part's file after its module", () => {
    const modules = readdirSync("src/web", { recursive: true, encoding: "utf8" }).map((file) =>
      file.replace(/^.*\//, "").replace(/\.tsx?$/, ""),
    );
    for (const name of offlineLazyChunks) expect(modules, name).toContain(name);
  });

  it("picks only the Latin variable fonts the first paint needs", () => {
    expect(
      pickShellFonts([
        "inter-latin-wght-normal-Dx4kXJAl.woff2",
        "inter-cyrillic-wght-normal-Q.woff2",
        "fraunces-latin-wght-normal-Z9.woff2",
        "root-E.css",
      ]),
    ).toEqual(["/assets/inter-latin-wght-normal-Dx4kXJAl.woff2", "/assets/fraunces-latin-wght-normal-Z9.woff2"]);
  });
});

describe("renderServiceWorker", () => {
  it("is valid JavaScript carrying this build's version and files", () => {
    const script = renderServiceWorker({
      version: "abc123",
      precache: ["/offline.html"],
      offlinePath: "/offline.html",
    });
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('"version":"abc123"');
    expect(script).toContain('"maxRecipePages":30');
  });
});

/** Runs the worker's script against in-memory caches and a network that is down. */
function startWorker(precache: string[]) {
  const handlers = new Map<string, (event: unknown) => void>();
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const keyOf = (request: Request | string) =>
      new URL(typeof request === "string" ? request : request.url, origin).href;
    return {
      match: async (request: Request | string) => store.get(keyOf(request))?.clone(),
      put: async (request: Request | string, response: Response) => void store.set(keyOf(request), response),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), new Response(`kept ${url}`));
      },
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      delete: async (request: Request | string) => store.delete(keyOf(request)),
    };
  };
  const origin = "https://ladle.test";
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request | string, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const hit = await (await open(name)).match(request);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const self = {
    location: { origin },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
  };
  const offline = () => Promise.reject(new TypeError("Failed to fetch"));
  new Function(
    "self",
    "caches",
    "fetch",
    renderServiceWorker({ version: "v1", precache, offlinePath: "/offline.html" }),
  )(self, caches, offline);
  return {
    async install() {
      let done: Promise<unknown> = Promise.resolve();
      handlers.get("install")?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
      await done;
    },
    async fetch(path: string) {
      let answer: Promise<Response> | undefined;
      handlers.get("fetch")?.({
        request: new Request(`${origin}${path}`),
        respondWith: (response: Promise<Response>) => (answer = response),
      });
      return answer;
    },
  };
}

describe("the service worker offline", () => {
  it("serves a hashed file kept at install that no page has fetched yet", async () => {
    const worker = startWorker(["/offline.html", "/assets/shopping-list-view-L.js"]);
    await worker.install();
    const response = await worker.fetch("/assets/shopping-list-view-L.js");
    expect(await response?.text()).toBe("kept /assets/shopping-list-view-L.js");
    await expect(worker.fetch("/assets/save-menu-S.js")).rejects.toThrow("Failed to fetch");
  });
});
