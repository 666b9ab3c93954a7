/**
 * The author's parts of a recipe page (owner-parts.tsx), whose code only authors load. As with the
 * paywall's teaser: the server loads it in the loader before rendering a page for its author; in
 * the browser, a page whose HTML holds one of these parts loads it before hydrating
 * (lib/before-hydration.ts); on the page every signed-in reader shares, and after a navigation, it
 * loads when the author's own state says there is something to show. Offline before it loaded, a
 * short note stands in until the network is back.
 */
import { Suspense } from "react";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { loadBeforeHydration } from "#web/lib/before-hydration.ts";
import { ownerPartsMarker } from "./owner-parts-marker.ts";

type TOwnerParts = typeof import("./owner-parts.tsx");

const loadModule = () => import("./owner-parts.tsx");
const OwnerNote = lazyPart(() => loadModule().then((module) => module.OwnerNote));
const KeptDetails = lazyPart(() => loadModule().then((module) => module.KeptDetailsCard));

/** Loads both parts, so that they render at once (on the server, and while the page hydrates). */
export async function loadOwnerParts(): Promise<void> {
  await Promise.all([OwnerNote.preload(), KeptDetails.preload()]);
}

if (typeof document !== "undefined" && document.querySelector(`[${ownerPartsMarker}]`)) {
  loadBeforeHydration(loadOwnerParts);
}

export function OwnerNoteSlot(props: Parameters<TOwnerParts["OwnerNote"]>[0]) {
  return (
    <Suspense fallback={null}>
      <OwnerNote {...props} />
    </Suspense>
  );
}

export function KeptDetailsSlot(props: Parameters<TOwnerParts["KeptDetailsCard"]>[0]) {
  return (
    <Suspense fallback={null}>
      <KeptDetails {...props} />
    </Suspense>
  );
}
