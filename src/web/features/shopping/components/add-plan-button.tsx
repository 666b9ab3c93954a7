/**
 * "Add plan to shopping list" on a meal plan: every recipe at its planned servings, then the panel
 * opens. The cook is told what the server did: the recipes left out for being a blog's
 * subscribers' only, or, offline, that the plan goes on the list once they are back online.
 */
import ShoppingBasket from "lucide-react/icons/shopping-basket";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { signInRedirect } from "#core/access/guard.ts";
import { useAppState } from "#web/features/app-state/app-state.tsx";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { offlineAddMessage, planAddedMessage } from "../added-messages.ts";
import { addMealPlanToShoppingList } from "../shopping-store.ts";

export function AddPlanToShoppingListButton({ plan }: { plan: { id: string; title: string } }) {
  const viewerId = useViewerId();
  const navigate = useNavigate();
  const { openShoppingList } = useAppState();
  const addingRef = useRef(false);
  const [isAdding, setIsAdding] = useState(false);

  function addToShoppingList() {
    if (!viewerId) return navigate(signInRedirect(`/meal_plan/${plan.id}`));
    // A second click before the first add is answered adds nothing more (a product rule).
    if (addingRef.current) return;
    addingRef.current = true;
    setIsAdding(true);
    openShoppingList();
    addMealPlanToShoppingList({ viewerId, plan })
      .then(({ outcome, added }) => {
        // Refused: the store has said why.
        if (outcome === "refused") return;
        if (outcome === "waiting") return notify.warning(offlineAddMessage(plan.title));
        const message = planAddedMessage({
          title: plan.title,
          ...(added ?? { addedRecipeCount: 0, lockedRecipeCount: 0, lockedBlogTitles: [] }),
        });
        if (added && added.lockedRecipeCount > 0) notify.warning(message);
        else notify.success(message);
      }, showErrorToast)
      .finally(() => {
        addingRef.current = false;
        setIsAdding(false);
      });
  }

  return (
    <button
      type="button"
      className="button button--secondary"
      aria-haspopup="dialog"
      aria-controls="shopping-list-panel"
      onClick={addToShoppingList}
      aria-busy={isAdding}
      aria-disabled={isAdding}
    >
      <ShoppingBasket aria-hidden="true" size={18} />
      Add plan to shopping list
    </button>
  );
}
