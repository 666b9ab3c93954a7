/** What the recipe editor pages open with: Add Recipe, Submit Edit Recipe and /recipe/{id}/draft. */
import { newRecipeDraftKey } from "#core/recipes/recipe-input.schema.ts";
import type { TRecipeEditorData } from "#core/recipes/recipe-view.schema.ts";
import type { TCookMaybeRecipe } from "./access.ts";
import { findRecipeDraft } from "./drafts.ts";
import { findAuthorBlog, findRecipeForEdit } from "./editing.ts";

/**
 * The author's recipe (none when adding one), its autosave and whether "Subscribers only" may be
 * chosen. Someone else's recipe is a 403, or a 404 when they cannot even see it.
 */
export async function loadRecipeEditor({ db, userId, recipeId }: TCookMaybeRecipe): Promise<TRecipeEditorData> {
  const blog = await findAuthorBlog({ db, userId });
  const canPaywall = blog?.hasPaywalledContent === true;
  if (recipeId === undefined) {
    // Adding: the autosave is simply where the cook left off.
    return { recipe: null, draft: await findRecipeDraft({ db, userId, draftKey: newRecipeDraftKey }), canPaywall };
  }
  const recipe = await findRecipeForEdit({ db, userId, recipeId });
  const draft = await findRecipeDraft({ db, userId, draftKey: recipe.id });
  // Editing: only an autosave newer than the recipe is worth offering.
  return { recipe, draft: draft && draft.updatedAt > recipe.updatedAt ? draft : null, canPaywall };
}
