/**
 * The author's parts of a recipe page (owner-parts.tsx), whose code only authors load. As with the
 * paywall's teaser: the server loads it in the loader before rendering a page for its author; in
 * the browser, a page whose HTML holds one of these parts loads it before hydrating
 * (lib/before-hydration.ts); on the page every signed-in reader shares, and after a navigation, it
 * loads when the author's own state says there is something to show.
 */
import { lazy, Suspense } from "react";
import { loadBeforeHydration } from "#web/lib/before-hydration.ts";
import { ownerPartsMarker } from "./owner-parts-marker.ts";

type TOwnerParts = typeof import("./owner-parts.tsx");

let loadedParts: TOwnerParts | undefined;

export function loadOwnerParts(): Promise<TOwnerParts> {
  return import("./owner-parts.tsx").then((module) => {
    loadedParts = module;
    return module;
  });
}

const LazyOwnerNote = lazy(() => loadOwnerParts().then((module) => ({ default: module.OwnerNote })));
const LazyKeptDetails = lazy(() => loadOwnerParts().then((module) => ({ default: module.KeptDetailsCard })));

if (typeof document !== "undefined" && document.querySelector(`[${ownerPartsMarker}]`)) {
  loadBeforeHydration(loadOwnerParts);
}

export function OwnerNoteSlot(props: Parameters<TOwnerParts["OwnerNote"]>[0]) {
  const Part = loadedParts?.OwnerNote ?? LazyOwnerNote;
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}

export function KeptDetailsSlot(props: Parameters<TOwnerParts["KeptDetailsCard"]>[0]) {
  const Part = loadedParts?.KeptDetailsCard ?? LazyKeptDetails;
  return (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}
