/**
 * The parts of the first page that hydrate later (components/hydrate-later.tsx) come alive one per
 * task, in the order they asked, once the page itself has hydrated: no single task grows long, and a
 * tap or a key press in between is answered at once.
 */
let hasPageHydrated = false;
const waiting: (() => void)[] = [];
let isScheduled = false;

/** False until the first page has hydrated; after that, every part renders at once. */
export function isPageHydrated(): boolean {
  return hasPageHydrated;
}

/** Called once the first page has hydrated (the root layout's first effect). */
export function markPageHydrated() {
  hasPageHydrated = true;
}

/** Runs `bringToLife` in a task of its own after those queued before it; the returned function takes it back. */
export function queueAfterHydration(bringToLife: () => void): () => void {
  waiting.push(bringToLife);
  scheduleNext();
  return () => {
    const index = waiting.indexOf(bringToLife);
    if (index >= 0) waiting.splice(index, 1);
  };
}

function scheduleNext() {
  if (isScheduled || waiting.length === 0) return;
  isScheduled = true;
  setTimeout(runNext, 0);
}

function runNext() {
  isScheduled = false;
  waiting.shift()?.();
  scheduleNext();
}
