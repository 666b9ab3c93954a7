/**
 * The parts of the first page that hydrate later (components/hydrate-later.tsx) come alive one per
 * task, in page order, after the page around them has hydrated: no single task grows long, and a
 * tap or a key press in between is answered at once.
 *
 * The page is settled once it has hydrated and no part is left waiting; from then on a part renders
 * at once (after an in-app navigation there is no server HTML to keep). Until then, a click or a
 * keyboard focus inside a waiting part brings every waiting part to life at once: the click is held
 * back and given again to the same element a moment later, when its handlers are there.
 */

/** A part's turn: `promise` resolves, and `isLive` turns true, when the part may come alive. */
export interface TTurn {
  isLive: boolean;
  promise: Promise<void>;
  /** What the part was given when the page hydrated (the wrapper keeps it). */
  firstChildren?: unknown;
}

/** Marks the element of every part that may hydrate later (the early-interaction listener looks for it). */
export const partAttribute = "data-hydrate-later";

let hasPageHydrated = false;
let hasSettled = false;
const waiting: (() => void)[] = [];
const onSettled: (() => void)[] = [];
let isScheduled = false;
let isListening = false;

/** Whether a part rendered now may keep the server's HTML and come alive later. */
export function canPartsWait(): boolean {
  return typeof document !== "undefined" && !hasSettled;
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

/** A turn in the queue for a part rendered during the first page's hydration. */
export function waitForTurn(): TTurn {
  let resolve = () => {};
  const turn: TTurn = {
    isLive: false,
    promise: new Promise<void>((done) => {
      resolve = done;
    }),
  };
  queueAfterHydration(() => {
    turn.isLive = true;
    resolve();
  });
  listenForEarlyInteraction();
  return turn;
}

/** Called once the first page has hydrated (the root layout's first effect). */
export function markPageHydrated() {
  hasPageHydrated = true;
  scheduleNext();
}

/** Runs `callback` once the first page is settled (at once if it is). */
export function whenPageSettled(callback: () => void) {
  if (hasSettled) callback();
  else onSettled.push(callback);
}

function scheduleNext() {
  if (isScheduled || hasSettled) return;
  if (waiting.length === 0 && !hasPageHydrated) return;
  isScheduled = true;
  inNewTask(runNext);
}

/**
 * Runs `run` in a task of its own. In the browser a message to itself: nested timeouts wait at least
 * 4 ms each, which alone kept a page of fifty cards from settling for 200 ms (React's scheduler
 * posts messages for the same reason). Elsewhere (tests under Node) a timeout.
 */
const inNewTask: (run: () => void) => void = (() => {
  if (typeof window === "undefined" || typeof MessageChannel === "undefined") return (run) => setTimeout(run, 0);
  const channel = new MessageChannel();
  let next: (() => void) | null = null;
  channel.port1.onmessage = () => {
    const run = next;
    next = null;
    run?.();
  };
  return (run) => {
    next = run;
    channel.port2.postMessage(null);
  };
})();

function runNext() {
  isScheduled = false;
  const next = waiting.shift();
  if (next) {
    next();
    // A part renders in the microtasks after its turn and may queue parts of its own: the page is
    // settled only once a task finds nothing left.
    scheduleNext();
  } else if (hasPageHydrated) {
    settle();
  }
}

function settle() {
  hasSettled = true;
  stopListening();
  for (const callback of onSettled.splice(0)) callback();
}

function bringAllToLife() {
  for (const bringToLife of waiting.splice(0)) bringToLife();
}

function onEarlyInteraction(event: Event) {
  if (waiting.length === 0) return;
  const target = event.target;
  if (!(target instanceof HTMLElement || target instanceof SVGElement) || !target.closest(`[${partAttribute}]`)) return;
  // A click that opens a new tab or window is the browser's own: the plain link does it as it is.
  if (
    event instanceof MouseEvent &&
    (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
  )
    return;
  const isClick = event.type === "click";
  if (isClick) {
    event.preventDefault();
    event.stopPropagation();
  }
  bringAllToLife();
  // The parts hydrate in the microtasks that follow, keeping their elements (and the focus): the
  // click goes to the same element once they have.
  if (isClick) setTimeout(() => target.dispatchEvent(new MouseEvent("click", event as MouseEvent)), 0);
}

function listenForEarlyInteraction() {
  if (isListening) return;
  isListening = true;
  document.addEventListener("click", onEarlyInteraction, true);
  document.addEventListener("focusin", onEarlyInteraction, true);
}

function stopListening() {
  if (!isListening) return;
  isListening = false;
  document.removeEventListener("click", onEarlyInteraction, true);
  document.removeEventListener("focusin", onEarlyInteraction, true);
}
