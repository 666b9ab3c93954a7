/**
 * The installable app's files that depend on the build: the service worker (/sw.js, never cached
 * by the browser's HTTP cache, so a new release is seen at the next visit) and the offline page it
 * keeps. The manifest and icons are static files (public/).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import { offlinePageHtml } from "./offline-page.ts";
import { listPrecacheUrls, offlinePath, pickShellFonts, type TBuildAssets, type TViteManifest } from "./precache.ts";
import { renderServiceWorker } from "./service-worker.ts";

export async function registerAppInstallRoutes(
  app: FastifyInstance,
  { mode, buildDir }: { mode: "production" | "development" | "none"; buildDir: string },
) {
  const script = await buildServiceWorker({ mode, buildDir, log: app.log });

  app.get("/sw.js", async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      // A worker's scope is its folder at most; this one is at the root, so it covers every page.
      .header("service-worker-allowed", "/")
      .header("cache-control", "no-cache")
      .send(script),
  );

  app.get(offlinePath, async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(offlinePageHtml),
  );
}

/** The worker for this build: its version and hashed files; in development, only the offline page. */
async function buildServiceWorker({
  mode,
  buildDir,
  log,
}: {
  mode: string;
  buildDir: string;
  log: FastifyInstance["log"];
}): Promise<string> {
  if (mode !== "production") {
    return renderServiceWorker({
      version: "development",
      precache: listPrecacheUrls({ assets: null, fontFiles: [] }).urls,
      offlinePath,
    });
  }
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as {
    assets: TBuildAssets;
  };
  const assetFiles = await readdir(path.join(buildDir, "client", "assets")).catch(() => []);
  // Vite's manifest names the files of the parts loaded on first use, which React Router's does not.
  const manifest = await readFile(path.join(buildDir, "client", ".vite", "manifest.json"), "utf8")
    .then((text) => JSON.parse(text) as TViteManifest)
    .catch(() => null);
  const { urls, missingParts } = listPrecacheUrls({
    assets: build.assets,
    manifest,
    fontFiles: pickShellFonts(assetFiles),
  });
  if (missingParts.length > 0) {
    log.warn({ missingParts }, "The service worker keeps no copy of these parts: they will not load offline.");
  }
  return renderServiceWorker({ version: build.assets.version, precache: urls, offlinePath });
}
