import fs from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The production browser bundle runs on Preact's React-compatible layer instead of react-dom
 * (decision 011): the same components, about 50 KB less JavaScript on every first load. The
 * server keeps rendering with React, and `npm run dev` keeps React in the browser for its
 * developer tools; the end-to-end tests run against the production build.
 */
const preactForReact: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

/** CommonJS packages that require React, replaced by ES modules so Preact's layer stays an ES module. */
const esModuleFor: Record<string, string> = {
  "use-sync-external-store/with-selector": "/src/web/lib/use-sync-external-store-with-selector.ts",
  "use-sync-external-store/with-selector.js": "/src/web/lib/use-sync-external-store-with-selector.ts",
  "use-sync-external-store/shim/with-selector": "/src/web/lib/use-sync-external-store-with-selector.ts",
  "use-sync-external-store/shim/with-selector.js": "/src/web/lib/use-sync-external-store-with-selector.ts",
};

function preactInTheBrowserBuild(): Plugin {
  return browserBuildResolver("ladle:preact-in-the-browser-build", async function (source, importer, options) {
    const module = esModuleFor[source];
    if (module) return this.resolve(`${process.cwd()}${module}`, importer, { ...options, skipSelf: true });
    const target = preactForReact[source];
    if (!target) return null;
    return this.resolve(target, importer, { ...options, skipSelf: true });
  });
}

/**
 * The query packages were released at different times and each brought its own copy of
 * `@tanstack/query-core` (npm keeps three). In the browser they must be one: a second copy is
 * downloaded again and keeps its own focus, online and timer managers. Every import of it resolves
 * to the copy `@tanstack/react-query` itself uses.
 */
function oneQueryCoreInTheBrowserBuild(): Plugin {
  return browserBuildResolver("ladle:one-query-core-in-the-browser-build", async function (source, _importer, options) {
    if (source !== "@tanstack/query-core") return null;
    const reactQuery = await this.resolve("@tanstack/react-query", undefined, { ...options, skipSelf: true });
    return reactQuery ? this.resolve(source, reactQuery.id, { ...options, skipSelf: true }) : null;
  });
}

type TResolveId = Extract<NonNullable<Plugin["resolveId"]>, (...args: never[]) => unknown>;

/** A plugin that redirects imports in the production browser bundle only, before anything else resolves them. */
function browserBuildResolver(name: string, resolveId: TResolveId): Plugin {
  return {
    name,
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId,
  };
}

/**
 * How the browser bundle is cut into files. Left alone, the bundler makes a file for every set of
 * pages that shares a module: a first load fetched about forty, many of a few hundred bytes, and
 * small files compress worse and each costs a request. Two groups instead:
 * - `framework`: Preact and React Router, which every page runs and which change only on an
 *   upgrade, so browsers keep them across releases;
 * - the shell: the entry and the root route with everything they import (header, sign-in state,
 *   query client, typed API client), with the wrapper that lets parts of a page hydrate later
 *   (decision 032), which every page also runs, in one file.
 * What only some pages use stays with those pages.
 */
const browserChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](preact|react-router)[\\/]/, priority: 2 },
    { name: "shell", test: /src[\\/]web[\\/](root|components[\\/]hydrate-later)\.tsx$/, priority: 1 },
  ],
};

/**
 * React Router turns every route's path into a regular expression each time it matches routes
 * against a location, and it does so two or three times while the first page hydrates (about 80
 * routes: a tenth of that task on a phone). The browser bundle keeps each compiled path: the same
 * path always compiles to the same expression, which matching only reads.
 */
function routePatternsCompiledOnce(): Plugin {
  return {
    name: "ladle:route-patterns-compiled-once",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]/.test(id) || !code.includes("function compilePath(")) return null;
      const cached = `const compiledPaths = new Map();
function compilePath(path, caseSensitive = false, end = true) {
  const key = \`\${caseSensitive ? 1 : 0}\${end ? 1 : 0}\${path}\`;
  let compiled = compiledPaths.get(key);
  if (!compiled) compiledPaths.set(key, (compiled = compilePathOnce(path, caseSensitive, end)));
  return compiled;
}
function compilePathOnce(`;
      return { code: code.replace("function compilePath(", cached), map: null };
    },
  };
}

/**
 * The browser's copy of React Router's route manifest leaves out each route's list of the files it
 * imports, which is most of it (about 3.8 of 7.5 KB gzip, loaded by every first page). In the browser
 * that list serves only `<Link prefetch>` and `<PrefetchPageLinks>`, which Ladle does not use: a
 * navigation imports the route's module, and the module imports its files. The server's copy, built
 * from the same routes, stays whole: it names the modules a rendered page loads (decision 031).
 * React Router writes the browser's copy while the server bundle is built, so it is rewritten once
 * that bundle is written.
 */
function browserManifestWithoutImports(): Plugin {
  const assets = new URL("./build/client/assets/", import.meta.url);
  return {
    name: "ladle:browser-manifest-without-imports",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle() {
      const prefix = "window.__reactRouterManifest=";
      for (const name of fs.readdirSync(assets).filter((file) => /^manifest-\w+\.js$/.test(file))) {
        const file = new URL(name, assets);
        const script = fs.readFileSync(file, "utf8");
        if (!script.startsWith(prefix)) throw new Error(`${name} is not React Router's route manifest`);
        const manifest = JSON.parse(script.slice(prefix.length).replace(/;\s*$/, ""));
        for (const route of Object.values<{ imports?: string[] }>(manifest.routes)) delete route.imports;
        fs.writeFileSync(file, `${prefix}${JSON.stringify(manifest)};`);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    preactInTheBrowserBuild(),
    oneQueryCoreInTheBrowserBuild(),
    routePatternsCompiledOnce(),
    reactRouter(),
    browserManifestWithoutImports(),
  ],
  // The build's manifest (build/client/.vite/manifest.json, never served) names the files each module
  // needs, the lazily loaded ones included: the service worker's list of files to keep is read from it
  // (src/server/features/app-install/precache.ts).
  build: { target: "es2022", manifest: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: browserChunks } } } },
  },
  ssr: {
    // Server-only packages stay outside the SSR bundle and load from node_modules.
    external: ["@electric-sql/pglite", "pg", "sharp", "pino", "better-auth", "nodemailer"],
  },
});
