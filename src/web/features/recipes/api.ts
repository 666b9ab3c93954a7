/** The recipe API as the browser calls it (REST under /api; see src/server/features/recipes/routes.ts). */

import type { TIngredientGroup, TInstructionSection } from "#core/recipes/recipe.schema.ts";
import type { TRecipeDraftData, TRecipeInput, TRecipeUpdate } from "#core/recipes/recipe-input.schema.ts";
import { fetchJson } from "#web/lib/api.ts";

export interface TSavedRecipe {
  id: string;
  title: string;
}

/** Saves the Add Recipe form; its autosaved draft is discarded with it. */
export function createRecipe(input: TRecipeInput) {
  return fetchJson<TSavedRecipe>("/api/recipes?draft=new", { method: "POST", body: JSON.stringify(input) });
}

export function updateRecipe(recipeId: string, input: TRecipeUpdate) {
  return fetchJson<TSavedRecipe>(`/api/recipes/${encodeURIComponent(recipeId)}`, {
    method: "PATCH",
    body: JSON.stringify(input),
  });
}

export function uploadRecipeImage(recipeId: string, file: Blob) {
  return fetchJson<{ imageUrl: string; srcset: string }>(`/api/recipes/${encodeURIComponent(recipeId)}/image`, {
    method: "POST",
    body: file,
    headers: { "content-type": file.type || "application/octet-stream" },
  });
}

/** `draftKey`: a recipe id, or "new" for Add Recipe. */
export function saveRecipeDraft(draftKey: string, data: TRecipeDraftData) {
  return fetchJson<{ updatedAt: string }>(`/api/recipes/${encodeURIComponent(draftKey)}/draft`, {
    method: "PUT",
    body: JSON.stringify(data),
  });
}

export function discardRecipeDraft(draftKey: string) {
  return fetchJson<null>(`/api/recipes/${encodeURIComponent(draftKey)}/draft`, { method: "DELETE" });
}

export function parsePastedBlock(kind: "ingredients" | "steps", text: string) {
  return fetchJson<{ ingredientGroups?: TIngredientGroup[]; instructionSections?: TInstructionSection[] }>(
    "/api/recipes/parse-block",
    { method: "POST", body: JSON.stringify({ kind, text }) },
  );
}
