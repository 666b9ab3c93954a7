import type { LucideIcon } from "lucide-react";
import CalendarDays from "lucide-react/icons/calendar-days";
import Home from "lucide-react/icons/house";
import Search from "lucide-react/icons/search";
import ShoppingBasket from "lucide-react/icons/shopping-basket";
import User from "lucide-react/icons/user";
import { NavLink } from "react-router";
import { useAppState } from "#web/features/app-state/app-state.tsx";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { CountBadge } from "#web/features/shopping/components/count-badge.tsx";
import { useShoppingListCount } from "#web/features/shopping/use-shopping-list.ts";

/** Mobile bottom navigation: Home, Search, Plan, List, Me. */
export function BottomNav() {
  const { isShoppingListOpened, toggleShoppingList } = useAppState();
  const itemCount = useShoppingListCount();
  const username = useAuth().viewer?.profile?.username;
  return (
    <nav className="bottom-nav" aria-label="Main">
      <BottomNavLink to="/" end icon={Home} label="Home" />
      <BottomNavLink to="/search" icon={Search} label="Search" />
      {/* Your plans (where a new one starts when there are none); a visitor goes to make one. */}
      <BottomNavLink
        to={username ? `/u/${encodeURIComponent(username)}/meal-plans` : "/meal_plan/create"}
        icon={CalendarDays}
        label="Plan"
      />
      <button
        type="button"
        className="bottom-nav__item"
        aria-expanded={isShoppingListOpened}
        aria-controls="shopping-list-panel"
        onClick={toggleShoppingList}
      >
        <span className="bottom-nav__icon">
          <ShoppingBasket size={22} aria-hidden="true" />
          <CountBadge count={itemCount} />
        </span>
        <span>List</span>
        {itemCount ? <span className="visually-hidden">, {itemCount} to buy</span> : null}
      </button>
      <BottomNavLink to="/me" icon={User} label="Me" />
    </nav>
  );
}

function BottomNavLink({ to, end, icon: Icon, label }: { to: string; end?: boolean; icon: LucideIcon; label: string }) {
  return (
    <NavLink to={to} end={end} className="bottom-nav__item">
      <Icon size={22} aria-hidden="true" />
      <span>{label}</span>
    </NavLink>
  );
}
