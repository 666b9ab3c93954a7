import type { TSuggestedRecipe } from "#core/meal-plans/meal-plan-view.schema.ts";
import { RecipeCard } from "#web/features/recipes/components/recipe-card.tsx";

/** Suggested recipes, each with the plan's ingredients it uses too. */
export function SuggestedRecipeGrid({ recipes }: { recipes: readonly TSuggestedRecipe[] }) {
  return (
    <ul className="recipe-grid">
      {recipes.map((recipe) => (
        <li key={recipe.id} className="suggested-recipe">
          <RecipeCard recipe={recipe} />
          {recipe.sharedIngredients.length > 0 ? (
            <p className="suggested-recipe__shared">
              Also uses {recipe.sharedIngredients.slice(0, 4).join(", ")}
              {recipe.sharedIngredients.length > 4 ? "…" : ""}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
