import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useMatches, useNavigation } from "react-router";
import { loadWhenOnline } from "#web/lib/chunk-loading.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import { trackPageView } from "#web/lib/page-views.ts";
import { notify } from "#web/lib/toast.ts";
import { useNavigationFocus } from "#web/lib/use-navigation-focus.ts";
import { useScrollRestoration } from "#web/lib/use-scroll-restoration.ts";
import { replayEarlyInput } from "../early-input.ts";
import { HydrateLater } from "../hydrate-later.tsx";
import { whenPageSettled } from "../hydration-queue.ts";
import { BottomNav } from "./bottom-nav.tsx";
import { scrollContainerByKeyboard } from "./keyboard-scroll.ts";
import { ProgressBar } from "./progress-bar.tsx";
import { ShoppingListPanel } from "./shopping-list-panel.tsx";
import { SiteFooter, type TContacts } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { ToastHost } from "./toast-host.tsx";

interface TAppShellProps {
  children: ReactNode;
  /** Header, footer and bottom navigation (page prop, default on). */
  hasPageLayout: boolean;
  /** The page scrolls inside the app's scroll container (page prop, default on). */
  hasScrollContainer: boolean;
  /** Contact addresses from the configuration; the footer falls back to the defaults without them. */
  contacts?: TContacts;
  /** Outside production, end-to-end tests may raise toasts through `window.ladleToast`. */
  exposeTestHooks?: boolean;
}

export function AppShell({
  children,
  hasPageLayout,
  hasScrollContainer,
  contacts,
  exposeTestHooks = false,
}: TAppShellProps) {
  const scrollContainer = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  const pageAnnouncer = useRef<HTMLParagraphElement>(null);
  const isNavigating = useNavigation().state !== "idle";
  useScrollRestoration(hasScrollContainer ? scrollContainer : null);
  useNavigationFocus(main, pageAnnouncer);
  usePageViews();
  useEffect(() => {
    if (hasScrollContainer && scrollContainer.current) return scrollContainerByKeyboard(scrollContainer.current);
  }, [hasScrollContainer]);
  useEffect(() => {
    // Marks the page interactive, once every part of it is (tests, and the advertising pixel, wait for it).
    whenPageSettled(() => {
      // The fields outside every part take what was typed before the page hydrated, as each part's did.
      replayEarlyInput(document);
      document.documentElement.dataset.hydrated = "true";
    });
    // The installable app (service worker, update prompt) loads after the page, in production builds.
    if (import.meta.env.PROD) startAppInstallLater(exposeTestHooks);
    if (!exposeTestHooks) return;
    (window as Window & { ladleToast?: typeof notify }).ladleToast = notify;
  }, [exposeTestHooks]);

  const page = (
    <>
      {/* Every part of the shell hydrates in a task of its own (components/hydrate-later.tsx). */}
      {hasPageLayout && (
        <HydrateLater as="contents">
          <SiteHeader />
        </HydrateLater>
      )}
      <main id="main" ref={main} className="site-main" tabIndex={-1} aria-busy={isNavigating || undefined}>
        <HydrateLater as="contents">{children}</HydrateLater>
      </main>
      {hasPageLayout && (
        <HydrateLater>
          <SiteFooter contacts={contacts} />
        </HydrateLater>
      )}
    </>
  );

  return (
    <div className={`app${hasPageLayout ? " app--with-layout" : ""}`}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ProgressBar />
      {/* Says the new page's title after an in-app navigation (use-navigation-focus.ts). */}
      <p className="visually-hidden" aria-live="polite" ref={pageAnnouncer} />
      {hasScrollContainer ? (
        <div className="app-scroll" ref={scrollContainer} data-scroll-container="">
          {page}
        </div>
      ) : (
        page
      )}
      {hasPageLayout && (
        <HydrateLater as="contents">
          <BottomNav />
        </HydrateLater>
      )}
      <ShoppingListPanel />
      <ToastHost />
    </div>
  );
}

/**
 * A "web page view" event per path, and per named state of a page (page views are tracked
 * automatically), named by the route table.
 */
function usePageViews() {
  const { pathname, search, key } = useLocation();
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const handle = match?.handle as TPageHandle | undefined;
  const state =
    handle?.pageState?.({ searchParams: new URLSearchParams(search), loaderData: match?.loaderData }) ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per path and state, as it was entered.
  useEffect(() => {
    // Once per history entry, even when effects run twice (StrictMode) or the shell remounts.
    const entry = `${key}:${pathname}:${state}`;
    if (lastTrackedEntry === entry) return;
    lastTrackedEntry = entry;
    trackPageView(pathname, state);
  }, [pathname, state]);
}

let lastTrackedEntry: string | null = null;

/**
 * After the window's load event, so registering and precaching never compete with the page; in a
 * task of its own, not in the page's first effects. A page opened offline registers once the
 * network is back.
 */
function startAppInstallLater(exposeTestHooks: boolean) {
  const start = () =>
    void loadWhenOnline(
      () => import("#web/features/app-install/register.ts"),
      (module) => module.startAppInstall({ exposeTestHooks }),
    );
  if (document.readyState === "complete") setTimeout(start, 0);
  else window.addEventListener("load", start, { once: true });
}
