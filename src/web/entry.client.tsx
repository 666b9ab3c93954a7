import { StrictMode, Suspense, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { noteServerFields } from "./components/early-input.ts";
import { whenReadyToHydrate } from "./lib/before-hydration.ts";
import { restoreFailedStylesheets } from "./lib/chunk-loading.ts";
import { alignIdsWithRender } from "./lib/hydration-ids.ts";

/**
 * The production bundle runs on Preact's React-compatible layer (decision 011), which differs
 * from React in four ways that matter when hydrating a whole document:
 *
 * - Preact treats `document` as `<html>`'s parent only through a stand-in: given `document`
 *   itself it hydrates into `<html>` and would build a second `<html>` inside it. The stand-in
 *   shows `<html>` as the only child and forwards everything else to the real document.
 * - React Router's `HydratedRouter` suspends until the server's data stream is decoded. React
 *   treats the root as a boundary; Preact needs an explicit `<Suspense>`, and keeps the server's
 *   `<html>` in place while it waits.
 * - React's server and Preact make different `useId` ids, and Preact keeps the server's attributes
 *   while hydrating: lib/hydration-ids.ts gives the page Preact's ids as it hydrates, so a label,
 *   a hint or a tab panel rendered again later still finds the element it names.
 * - Preact hydrates an element onto the first server element with the same tag name, where
 *   React's server moves some tags: it hoists `<link rel="modulepreload">` (rendered by
 *   `<Scripts>` at the end of `<body>`) into `<head>` and adds `<link rel="preload" as="image">`
 *   hints for the page's images. Left there, those would pair with the page's own `<link>`s and
 *   the stylesheets would be dropped as extras. By the time this runs the browser has acted on
 *   them (the images are fetched), so they are removed first. (The production server already takes
 *   the module preloads out of the page: lib/paint-first.server.ts.)
 *
 * `npm run dev` runs real React, so it hydrates the document as React Router's default does.
 */
function removeServerResourceHints() {
  const hoisted = document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="image"]');
  for (const hint of hoisted) hint.remove();
}

function documentAsHydrationRoot(): Document {
  return new Proxy(document, {
    get(target, key) {
      if (key === "firstChild") return target.documentElement;
      if (key === "childNodes") return [target.documentElement];
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    set(target, key, value) {
      return Reflect.set(target, key, value, target);
    },
  });
}

restoreFailedStylesheets();

/** Hydrates once the code the page's server-rendered parts need is in (lib/before-hydration.ts). */
void whenReadyToHydrate().then(hydrate);

function hydrate() {
  // Only these fields can hold what a visitor typed before hydration (components/early-input.ts).
  noteServerFields(document);
  startTransition(() => {
    if (import.meta.env.PROD) {
      removeServerResourceHints();
      alignIdsWithRender();
      hydrateRoot(
        documentAsHydrationRoot(),
        <Suspense fallback={null}>
          <HydratedRouter />
        </Suspense>,
      );
    } else {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }
  });
}
