/**
 * After an in-app navigation to another page, keyboard and screen-reader users start on the new
 * page rather than nowhere: when the navigation left the focus on nothing (the link that was
 * pressed went with the old page), the page's content takes it, and the new page's title is said
 * in a polite live region whatever held the focus. A page that puts the focus somewhere itself (a
 * notice, a form's first field) keeps it: this runs a frame later, and only when the focus was lost.
 * A change of the query only (filters, paging) is not a new page.
 */
import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useNavigationFocus(main: RefObject<HTMLElement | null>, announcer: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const frame = requestAnimationFrame(() => {
      if (announcer.current) announcer.current.textContent = document.title;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, main, announcer]);
}
