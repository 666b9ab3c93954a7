/**
 * The service worker's source, served at /sw.js with this build's version and the files to keep
 * (./precache.ts). It is plain browser JavaScript in a string: it runs in the worker, never in
 * Node, and no bundler step is needed to serve it. What it does:
 *
 * - keeps the app shell (the entry script, the root and shopping-list and recipe pages' modules and
 *   styles, the parts they load on first use that work offline, the fonts, the icons, an offline
 *   page) so a page opens and works without the network;
 * - serves hashed assets from its caches first (their names change with their content): those kept
 *   at install, then those fetched since;
 * - shows recipe pages and the shopping list (the page, its data requests and its API reads) from
 *   the network, keeping the last copy of each, and that copy when offline: at most the last 30
 *   recipes. These are one person's pages, so the page deletes them on sign-out or when another
 *   person signs in (web/features/app-install/private-cache.ts);
 * - any other page offline: the offline page;
 * - shows push notices as notifications, and opens their page when tapped.
 *
 * A new version waits until the page asks it to take over (the "new version" prompt's Reload).
 */

/** Names shared with the browser code that clears the private cache. */
export const privateCacheName = "ladle-pages";

export interface TServiceWorkerOptions {
  /** Changes with every build, so browsers see a new worker. */
  version: string;
  /** Same-origin URLs to keep at install. */
  precache: string[];
  offlinePath: string;
  maxRecipePages?: number;
}

export function renderServiceWorker({
  version,
  precache,
  offlinePath,
  maxRecipePages = 30,
}: TServiceWorkerOptions): string {
  const settings = JSON.stringify({ version, precache, offlinePath, maxRecipePages, privateCacheName });
  return `"use strict";
const SETTINGS = ${settings};
const SHELL_CACHE = "ladle-shell-" + SETTINGS.version;
const ASSET_CACHE = "ladle-assets";
const PRIVATE_CACHE = SETTINGS.privateCacheName;
const MAX_ASSETS = 200;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SETTINGS.precache)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("ladle-shell-") && name !== SHELL_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

/** Pages and reads kept for offline use: recipe pages and the shopping list. */
function privateKind(url) {
  const path = url.pathname.replace(/\\.data$/, "");
  if (/^\\/recipe\\/[0-9a-f-]{36}$/i.test(path)) return "recipe";
  if (path === "/shopping-list" || path === "/grocery-list") return "list";
  if (path === "/api/shopping-list" || /^\\/api\\/shopping-lists\\/[0-9a-f-]{36}$/i.test(path)) return "list";
  return null;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Live streams (the shopping list's events) go straight to the server.
  if ((request.headers.get("accept") || "").includes("text/event-stream")) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request, ASSET_CACHE));
    return;
  }
  if (SETTINGS.precache.includes(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: SHELL_CACHE }).then((hit) => hit || fetch(request)));
    return;
  }
  const kind = privateKind(url);
  if (kind) {
    event.respondWith(networkFirst(request, kind));
    return;
  }
  if (request.mode === "navigate") event.respondWith(fetch(request).catch(() => offlinePage()));
});

/** A push notice ({title, body, url, tag}) shows as a notification; a tap opens its page. */
self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(notice.title || "Ladle", {
      body: notice.body || "",
      tag: notice.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: notice.url || "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin);
  // Only Ladle's own pages: a notice never opens another site.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url === url && "focus" in client) return client.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});

/** Hashed files: those kept at install first (a part never loaded online is there), then those seen since. */
async function cacheFirst(request, cacheName) {
  const kept = await caches.match(request, { cacheName: SHELL_CACHE });
  if (kept) return kept;
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache, MAX_ASSETS);
  }
  return response;
}

async function networkFirst(request, kind) {
  const cache = await caches.open(PRIVATE_CACHE);
  try {
    const response = await fetch(request);
    // Only a page as it was shown: no redirects (to sign-in), no errors.
    if (response.status === 200 && response.type === "basic" && !response.redirected) {
      // Deleted first, so the order of keys stays "least recently seen first".
      await cache.delete(request);
      await cache.put(request, response.clone());
      if (kind === "recipe") await trimRecipes(cache);
    }
    return response;
  } catch (error) {
    const hit = (await cache.match(request)) || (await cache.match(request, { ignoreSearch: true }));
    if (hit) return hit;
    if (request.mode === "navigate") return offlinePage();
    throw error;
  }
}

async function offlinePage() {
  const hit = await caches.match(SETTINGS.offlinePath, { cacheName: SHELL_CACHE });
  return hit || new Response("You're offline.", { status: 503, headers: { "content-type": "text/plain" } });
}

/** Keeps the pages of the last recipes seen (a page and its data request count as one recipe). */
async function trimRecipes(cache) {
  const recipes = [];
  for (const key of await cache.keys()) {
    const match = new URL(key.url).pathname.match(/^\\/recipe\\/([0-9a-f-]{36})(\\.data)?$/i);
    if (!match) continue;
    const id = match[1].toLowerCase();
    const at = recipes.indexOf(id);
    if (at !== -1) recipes.splice(at, 1);
    recipes.push(id);
  }
  const dropped = new Set(recipes.slice(0, Math.max(0, recipes.length - SETTINGS.maxRecipePages)));
  if (dropped.size === 0) return;
  for (const key of await cache.keys()) {
    const match = new URL(key.url).pathname.match(/^\\/recipe\\/([0-9a-f-]{36})/i);
    if (match && dropped.has(match[1].toLowerCase())) await cache.delete(key);
  }
}

async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}
`;
}
