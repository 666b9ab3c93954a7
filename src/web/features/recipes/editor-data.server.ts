/**
 * What the recipe editor's pages load for the recipe's author: the recipe and its autosave, and the
 * rating, notes and tags they kept from the app they moved in from (the editor is theirs alone,
 * never a page other readers share).
 */
import type { TAppContext } from "#web/context.ts";
import { throwAsPageError } from "./page-errors.server.ts";

export async function loadOwnEditor(services: TAppContext["services"], userId: string, recipeId: string) {
  const editor = await services.recipes.loadEditor({ userId, recipeId }).catch(throwAsPageError);
  const kept = await services.movingIn.findKeptDetails({ userId, recipeId });
  return { ...editor, kept };
}
