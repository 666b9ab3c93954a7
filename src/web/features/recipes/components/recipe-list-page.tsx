import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import { EmptyState, type TPageLink } from "#web/components/page-section.tsx";
import { RecipeGrid } from "./recipe-grid.tsx";

/**
 * The pages that are one list of recipes (Trending, Recently viewed, Purchased): a labelled heading,
 * then the grid, or what to do while it is empty.
 */
export function RecipeListPage({
  icon: Icon,
  eyebrow,
  title,
  lead,
  recipes,
  empty,
  children,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  recipes: TRecipeCard[];
  empty: { text: ReactNode; action: TPageLink };
  /** Below the grid, when there are recipes (pagination). */
  children?: ReactNode;
}) {
  return (
    <div className="page list-page">
      <header className="list-page__header">
        <p className="eyebrow list-page__eyebrow">
          <Icon aria-hidden="true" size={16} />
          {eyebrow}
        </p>
        <h1>{title}</h1>
        <p className="muted">{lead}</p>
      </header>
      {recipes.length > 0 ? (
        <>
          <RecipeGrid recipes={recipes} aboveFoldCount={4} headingLevel="h2" />
          {children}
        </>
      ) : (
        <EmptyState text={empty.text} action={empty.action} />
      )}
    </div>
  );
}
