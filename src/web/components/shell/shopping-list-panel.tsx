import "#web/styles/components/shopping-list.css";
import X from "lucide-react/icons/x";
import { Suspense, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { signInRedirect } from "#core/access/guard.ts";
import { lazyPart, PartUnavailable, type TUnavailableProps } from "#web/components/lazy-part.tsx";
import { Spinner } from "#web/components/spinner.tsx";
import { useAppState } from "#web/features/app-state/app-state.tsx";
import type { ShoppingListView as TShoppingListView } from "#web/features/shopping/components/shopping-list-view.tsx";
import { listNeedsConnection, SyncStatus } from "#web/features/shopping/components/sync-status.tsx";
import { useShoppingList } from "#web/features/shopping/use-shopping-list.ts";
import { trackVirtualPageView } from "#web/lib/page-views.ts";

type TListViewProps = Parameters<typeof TShoppingListView>[0];

/**
 * Not part of a page's first load (every page has the panel, few open it): fetched once the page is
 * idle for a signed-in cook, so the panel also opens offline later. When it could not be fetched
 * (offline before that), the panel says so, with what waits to be sent, and shows the list once the
 * network is back.
 */
const ShoppingListView = lazyPart(
  () => import("#web/features/shopping/components/shopping-list-view.tsx").then((module) => module.ShoppingListView),
  ListViewUnavailable,
);

function ListViewUnavailable({
  view,
  status,
  pendingCount,
  isOffline,
  retry,
  hasFailedAgain,
}: TListViewProps & TUnavailableProps) {
  return (
    <div className="shopping-list">
      {view || pendingCount > 0 ? <SyncStatus status={status} pendingCount={pendingCount} /> : null}
      <PartUnavailable
        isOffline={isOffline}
        retry={retry}
        hasFailedAgain={hasFailedAgain}
        offline={listNeedsConnection}
        failed="Your list didn't load here."
      />
    </div>
  );
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(container: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const focusable = [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The shopping-list slide-in panel. A modal <dialog>: focus stays inside while it is open (Tab
 * wraps around), Escape closes it and focus returns to the button that opened it. The list is read (and followed live)
 * only while the panel is open.
 */
export function ShoppingListPanel() {
  const { isShoppingListOpened, closeShoppingList } = useAppState();
  const dialog = useRef<HTMLDialogElement>(null);
  const { key: locationKey, pathname } = useLocation();
  const list = useShoppingList({ isShown: isShoppingListOpened });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isShoppingListOpened && !element.open) {
      element.showModal();
      trackVirtualPageView("shopping-list-panel");
    }
    if (!isShoppingListOpened && element.open) element.close();
  }, [isShoppingListOpened]);

  useEffect(() => {
    if (!list.viewerId) return;
    const timer = setTimeout(() => void ShoppingListView.preload(), 2000);
    return () => clearTimeout(timer);
  }, [list.viewerId]);

  // Any navigation (a link, the back button) closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes.
  useEffect(() => closeShoppingList(), [locationKey]);

  return (
    <dialog
      ref={dialog}
      id="shopping-list-panel"
      className="shopping-list-panel"
      aria-labelledby="shopping-list-title"
      onClose={closeShoppingList}
      onClick={(event) => {
        // A click on the backdrop (the dialog itself, outside the panel) closes it.
        if (event.target === event.currentTarget) closeShoppingList();
      }}
      onKeyDown={(event) => {
        if (event.key === "Tab" && dialog.current) keepFocusInside(dialog.current, event);
      }}
    >
      <div className="shopping-list-panel__inner">
        <div className="shopping-list-panel__header">
          <h2 id="shopping-list-title">Shopping list</h2>
          <button type="button" className="icon-button" aria-label="Close shopping list" onClick={closeShoppingList}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <div className="shopping-list-panel__body">
          {list.viewerId ? (
            isShoppingListOpened ? (
              <Suspense fallback={<Spinner size={40} label="Loading your shopping list" />}>
                <ShoppingListView
                  view={list.view}
                  status={list.status}
                  pendingCount={list.pendingCount}
                  variant="panel"
                  onNavigate={closeShoppingList}
                />
              </Suspense>
            ) : null
          ) : (
            <div className="empty-panel">
              <p>
                Sign in to keep a shopping list: add a recipe's ingredients in one tap and tick them off in the shop.
              </p>
              <Link to={signInRedirect(pathname)} className="button" onClick={closeShoppingList}>
                Sign in
              </Link>
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
