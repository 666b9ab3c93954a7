/** "Add plan to shopping list" on a meal plan: every recipe at its planned servings, then the panel opens. */
import ShoppingBasket from "lucide-react/icons/shopping-basket";
import { useNavigate } from "react-router";
import { signInRedirect } from "#core/access/guard.ts";
import { useAppState } from "#web/features/app-state/app-state.tsx";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { addMealPlanToShoppingList } from "../shopping-store.ts";

export function AddPlanToShoppingListButton({ plan }: { plan: { id: string; title: string } }) {
  const viewerId = useViewerId();
  const navigate = useNavigate();
  const { openShoppingList } = useAppState();
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-haspopup="dialog"
      aria-controls="shopping-list-panel"
      onClick={() => {
        if (!viewerId) return navigate(signInRedirect(`/meal_plan/${plan.id}`));
        openShoppingList();
        addMealPlanToShoppingList({ viewerId, plan }).then(
          () => notify.success(`Added ${plan.title} to your shopping list.`),
          showErrorToast,
        );
      }}
    >
      <ShoppingBasket aria-hidden="true" size={18} />
      Add plan to shopping list
    </button>
  );
}
