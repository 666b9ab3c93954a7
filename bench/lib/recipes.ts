/** A public demo recipe for benchmarks: the first trending one that is not a paywalled teaser. */
export async function findPublicRecipeId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/recipes/trending?limit=12`);
  const { items } = (await response.json()) as { items: { id: string; isPaywalled: boolean }[] };
  const recipe = items.find((item) => !item.isPaywalled);
  if (!recipe) throw new Error("No public recipe to benchmark: is the demo data seeded?");
  return recipe.id;
}
