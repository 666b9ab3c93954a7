import "#web/styles/pages/common.css";
import "#web/styles/pages/shopping-list.css";
import ShoppingBasket from "lucide-react/icons/shopping-basket";
import { Link, useLocation } from "react-router";
import { metaFor } from "#web/features/content/page-meta.ts";
import { countSharers } from "#web/features/shopping/components/household.tsx";
import { ShoppingListView } from "#web/features/shopping/components/shopping-list-view.tsx";
import { useShoppingList } from "#web/features/shopping/use-shopping-list.ts";
import type { Route } from "./+types/shopping-list";

/**
 * Shopping List (/shopping-list) and Grocery List (/grocery-list): one list, two ways in. The
 * shopping list is where it is planned (add, edit, share); the grocery list is the trip itself:
 * only what is left to buy, in store order, and the partners to send it to. The page reads the
 * browser's copy of the list, so it opens and works offline once it has been loaded.
 */
export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: args.location.pathname === "/grocery-list" ? "Grocery list" : "Shopping list",
    noIndex: true,
  });

export default function ShoppingListPage() {
  const isGrocery = useLocation().pathname === "/grocery-list";
  const list = useShoppingList({ isShown: true });
  const sharers = list.view ? countSharers(list.view) : 0;
  const shared = sharers > 1 ? sharers : 0;
  return (
    <div className="container shopping-page">
      <header className="shopping-page__header">
        <p className="eyebrow">
          <ShoppingBasket size={16} aria-hidden="true" /> {shared ? `Shared by ${shared} people` : "Your list"}
        </p>
        <h1>{isGrocery ? "Grocery list" : "Shopping list"}</h1>
        <p className="muted">
          {isGrocery ? (
            <>
              What's left to buy, aisle by aisle. <Link to="/shopping-list">Edit the list</Link>
            </>
          ) : (
            <>
              Everything your recipes need, added up and sorted by aisle. <Link to="/grocery-list">Go shopping</Link>
            </>
          )}
        </p>
      </header>
      <ShoppingListView
        view={list.view}
        status={list.status}
        pendingCount={list.pendingCount}
        variant={isGrocery ? "grocery" : "page"}
      />
    </div>
  );
}
