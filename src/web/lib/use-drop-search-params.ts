/**
 * Takes one-time markers (`?cancelled=1`) out of the address bar once the page has shown what they
 * said, so a reload or a copied link does not say it again. Only the browser's address changes
 * (`history.replaceState`, keeping the router's entry state): the router's location keeps the
 * markers for this visit, so the page does not render again, reload its data, scroll or move
 * focus, and a notice on it stays as it was, announced once. The next navigation starts from the
 * clean address.
 */
import { useEffect } from "react";

export function useDropSearchParams(keys: readonly string[]): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const present = keys.filter((key) => url.searchParams.has(key));
    if (present.length === 0) return;
    for (const key of present) url.searchParams.delete(key);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [keys]);
}
