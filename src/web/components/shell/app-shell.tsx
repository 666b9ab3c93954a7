import { type ReactNode, useEffect, useRef } from "react";
import { ToastContainer } from "react-toastify/unstyled";
import { notify, toastAutoCloseMs } from "#web/lib/toast.ts";
import { useScrollRestoration } from "#web/lib/use-scroll-restoration.ts";
import { BottomNav } from "./bottom-nav.tsx";
import { ProgressBar } from "./progress-bar.tsx";
import { ShoppingListPanel } from "./shopping-list-panel.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

interface TAppShellProps {
  children: ReactNode;
  /** Header, footer and bottom navigation (page prop, default on). */
  hasPageLayout: boolean;
  /** The page scrolls inside the app's scroll container (page prop, default on). */
  hasScrollContainer: boolean;
  contactEmail: string;
  /** Outside production, end-to-end tests may raise toasts through `window.ladleToast`. */
  exposeTestHooks?: boolean;
}

export function AppShell({
  children,
  hasPageLayout,
  hasScrollContainer,
  contactEmail,
  exposeTestHooks = false,
}: TAppShellProps) {
  const scrollContainer = useRef<HTMLDivElement>(null);
  useScrollRestoration(hasScrollContainer ? scrollContainer : null);
  useEffect(() => {
    // Marks the page interactive (tests and the advertising pixel wait for it, spec §4).
    document.documentElement.dataset.hydrated = "true";
    if (!exposeTestHooks) return;
    (window as Window & { ladleToast?: typeof notify }).ladleToast = notify;
  }, [exposeTestHooks]);

  const page = (
    <>
      {hasPageLayout && <SiteHeader />}
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {hasPageLayout && <SiteFooter contactEmail={contactEmail} />}
    </>
  );

  return (
    <div className={`app${hasPageLayout ? " app--with-layout" : ""}`}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ProgressBar />
      {hasScrollContainer ? (
        <div className="app-scroll" ref={scrollContainer} data-scroll-container="">
          {page}
        </div>
      ) : (
        page
      )}
      {hasPageLayout && <BottomNav />}
      <ShoppingListPanel />
      <ToastContainer
        autoClose={toastAutoCloseMs}
        position="top-right"
        newestOnTop
        limit={4}
        pauseOnFocusLoss={false}
        draggable={false}
      />
    </div>
  );
}
