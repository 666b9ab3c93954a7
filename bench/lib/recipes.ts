/** A public demo recipe for benchmarks: the first trending one that is not a paywalled teaser. */
export async function findPublicRecipeId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/recipes/trending?limit=12`);
  const { items } = (await response.json()) as { items: { id: string; isPaywalled: boolean }[] };
  const recipe = items.find((item) => !item.isPaywalled);
  if (!recipe) throw new Error("No public recipe to benchmark: is the demo data seeded?");
  return recipe.id;
}

/** The recipe page as a visitor gets it (page cache), rendered for every request, and the API read. */
export function recipePageRuns(recipeId: string) {
  return [
    { label: "/recipe/:id (SSR)", path: `/recipe/${recipeId}`, isUncached: false },
    // Every request rendered: the loader (its visitor data cached) and React, no page cache.
    { label: "/recipe/:id rendered", path: `/recipe/${recipeId}`, isUncached: true },
    { label: "GET /api/recipes/:id", path: `/api/recipes/${recipeId}`, isUncached: false },
  ];
}
