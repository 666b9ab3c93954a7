import CalendarDays from "lucide-react/icons/calendar-days";
import Home from "lucide-react/icons/house";
import Search from "lucide-react/icons/search";
import ShoppingBasket from "lucide-react/icons/shopping-basket";
import User from "lucide-react/icons/user";
import { NavLink } from "react-router";
import { useAppState } from "#web/features/app-state/app-state.tsx";

/** Mobile bottom navigation: Home, Search, Plan, List, Me. */
export function BottomNav() {
  const { isShoppingListOpened, toggleShoppingList } = useAppState();
  return (
    <nav className="bottom-nav" aria-label="Main">
      <NavLink to="/" end className="bottom-nav__item">
        <Home size={22} aria-hidden="true" />
        <span>Home</span>
      </NavLink>
      <NavLink to="/search" className="bottom-nav__item">
        <Search size={22} aria-hidden="true" />
        <span>Search</span>
      </NavLink>
      <NavLink to="/meal_plan/create" className="bottom-nav__item">
        <CalendarDays size={22} aria-hidden="true" />
        <span>Plan</span>
      </NavLink>
      <button
        type="button"
        className="bottom-nav__item"
        aria-expanded={isShoppingListOpened}
        aria-controls="shopping-list-panel"
        onClick={toggleShoppingList}
      >
        <ShoppingBasket size={22} aria-hidden="true" />
        <span>List</span>
      </button>
      <NavLink to="/me" className="bottom-nav__item">
        <User size={22} aria-hidden="true" />
        <span>Me</span>
      </NavLink>
    </nav>
  );
}
