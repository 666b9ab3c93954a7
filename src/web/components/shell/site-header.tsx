import Search from "lucide-react/icons/search";
import ShoppingBasket from "lucide-react/icons/shopping-basket";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { useAppState } from "#web/features/app-state/app-state.tsx";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { CountBadge } from "#web/features/shopping/components/count-badge.tsx";
import { useShoppingListCount } from "#web/features/shopping/use-shopping-list.ts";
import { AccountMenu } from "./account-menu.tsx";
import { Logo } from "./logo.tsx";

export function SiteHeader() {
  const { viewer, state } = useAuth();
  const { isShoppingListOpened, toggleShoppingList } = useAppState();
  const itemCount = useShoppingListCount();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = pathname === "/search" ? (searchParams.get("q") ?? "") : "";
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Logo />
        <Form method="get" action="/search" role="search" aria-label="Site search" className="header-search">
          <label htmlFor="header-search-input" className="visually-hidden">
            Search recipes and people
          </label>
          <Search className="header-search__icon" size={18} aria-hidden="true" />
          <input
            id="header-search-input"
            className="header-search__input"
            type="search"
            name="q"
            placeholder="Search recipes, ingredients, cooks"
            defaultValue={query}
            key={query}
            autoComplete="off"
            enterKeyHint="search"
          />
        </Form>
        <nav className="site-header__actions" aria-label="Account">
          <button
            type="button"
            className="icon-button shopping-list-button"
            aria-label={
              itemCount ? `Shopping list, ${itemCount} ${itemCount === 1 ? "item" : "items"} to buy` : "Shopping list"
            }
            aria-expanded={isShoppingListOpened}
            aria-controls="shopping-list-panel"
            onClick={toggleShoppingList}
          >
            <ShoppingBasket size={22} aria-hidden="true" />
            <CountBadge count={itemCount} />
          </button>
          {viewer ? (
            <AccountMenu viewer={viewer} />
          ) : state.status === "loading" ? (
            // A shared page asks who the viewer is once open: hold the avatar's place meanwhile.
            <span className="account-menu__placeholder" aria-hidden="true" />
          ) : (
            <Link to={signInHref(pathname)} className="button button--secondary site-header__sign-in">
              Sign in
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}

function signInHref(pathname: string) {
  if (pathname === "/" || pathname.startsWith("/auth")) return "/auth";
  return `/auth?redirectTo=${encodeURIComponent(pathname)}`;
}
