import type { TRecipeVisibility } from "#core/recipes/recipe.schema.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import { HydrateLater } from "#web/components/hydrate-later.tsx";
import { RecipeCard, type TRecipeCardProps } from "./recipe-card.tsx";

export interface TRecipeGridProps {
  recipes: (TRecipeCard & { visibility?: TRecipeVisibility })[];
  /** How many leading cards sit in the first screenful (their images load eagerly). */
  aboveFoldCount?: number;
  headingLevel?: TRecipeCardProps["headingLevel"];
  /** Accessible name for the list, when the section heading does not already give one. */
  label?: string;
  /** The author's own list: private recipes and drafts are marked so. */
  isVisibilityShown?: boolean;
}

/**
 * Responsive grid of recipe cards: one column on phones, up to four on desktop. Each card hydrates
 * after the page, one task each.
 */
export function RecipeGrid({
  recipes,
  aboveFoldCount = 0,
  headingLevel,
  label,
  isVisibilityShown = false,
}: TRecipeGridProps) {
  return (
    <ul className="recipe-grid" aria-label={label}>
      {recipes.map((recipe, index) => (
        <HydrateLater key={recipe.id} as="li">
          <RecipeCard
            recipe={recipe}
            isAboveFold={index < aboveFoldCount}
            headingLevel={headingLevel}
            visibility={isVisibilityShown ? recipe.visibility : undefined}
          />
        </HydrateLater>
      ))}
    </ul>
  );
}
