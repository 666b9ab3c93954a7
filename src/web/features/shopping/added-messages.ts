/** What the cook is told after adding a recipe or a meal plan to the shopping list. */

/** The server's word on a plan added: the recipes that went on the list, and those left out. */
export interface TPlanAdded {
  addedRecipeCount: number;
  /** Recipes left out because they are for a blog's subscribers. */
  lockedRecipeCount: number;
  /** The blogs they are from. */
  lockedBlogTitles: string[];
}

/**
 * "Added Weeknight dinners to your shopping list.", or, when some of its recipes are for a blog's
 * subscribers only, how many went on the list and how many were left out, and whose they are.
 */
export function planAddedMessage({
  title,
  addedRecipeCount,
  lockedRecipeCount,
  lockedBlogTitles,
}: TPlanAdded & { title: string }): string {
  if (lockedRecipeCount === 0) return `Added ${title} to your shopping list.`;
  const added = `Added ${addedRecipeCount} ${addedRecipeCount === 1 ? "recipe" : "recipes"} from ${title} to your shopping list.`;
  const whose = lockedBlogTitles.length === 1 ? `subscribers of ${lockedBlogTitles[0]}` : "blog subscribers";
  const leftOut =
    lockedRecipeCount === 1
      ? `1 more is for ${whose} only, so we left it out.`
      : `${lockedRecipeCount} more are for ${whose} only, so we left them out.`;
  return `${added} ${leftOut}`;
}

/** An add made offline waits in the queue: it is not on the list yet. */
export function offlineAddMessage(title: string): string {
  return `You're offline. We'll add ${title} to your shopping list when you're back online.`;
}

/** A recipe added offline, once the server has it. */
export function recipeAddedLaterMessage(title: string | undefined): string {
  return title ? `Added ${title} to your shopping list.` : "Added to your shopping list.";
}

/** Why an add was refused for good, in the product's words (never the server's raw text). */
export function addRefusedMessage(kind: "recipe" | "plan"): string {
  return kind === "recipe"
    ? "Subscribe to the blog to shop for this recipe."
    : "Subscribe to the blog to shop for this meal plan.";
}
