/**
 * Runs `task` once the browser is idle after the page has loaded (within a few seconds at most);
 * returns a cancel. For work a reader does not wait for: analytics, consent, trackers.
 */
export function whenIdle(task: () => void): () => void {
  let handle: number | null = null;
  let isCancelled = false;
  const hasIdleCallback = typeof window.requestIdleCallback === "function";
  const schedule = () => {
    if (isCancelled) return;
    handle = hasIdleCallback ? window.requestIdleCallback(task, { timeout: 3000 }) : window.setTimeout(task, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener("load", schedule);
    if (handle === null) return;
    if (hasIdleCallback) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
