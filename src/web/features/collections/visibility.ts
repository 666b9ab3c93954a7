/** How the pages word a collection's visibility and size. */
import type { TCollectionVisibility } from "#core/collections/collection.schema.ts";

export const visibilityLabels: Record<TCollectionVisibility, string> = {
  public: "Public",
  private: "Private",
  paywalled: "Subscribers",
};

export const visibilityHints: Record<TCollectionVisibility, string> = {
  public: "Anyone can open it, and it shows on your profile.",
  private: "Only you can see it.",
  paywalled: "Your subscribers see the recipes; everyone else sees the cover, the name and how many recipes it holds.",
};

export function formatRecipeCount(count: number): string {
  return `${count} ${count === 1 ? "recipe" : "recipes"}`;
}
