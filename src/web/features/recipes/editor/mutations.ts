/**
 * The recipe editor's calls to the API, as TanStack Query mutations over the typed client: saving
 * the recipe, its photo, and its autosaved draft.
 */
import { useMutation } from "@tanstack/react-query";
import type { TRecipeDraftData, TRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import { callApi } from "#web/lib/api-client.ts";

/**
 * Adds the recipe (its Add Recipe autosave goes with it), or saves the edit of `recipeId`. An edit
 * names the version it was made on (`expectedUpdatedAt`), unless the cook chose to save over a newer one.
 */
export function useSaveRecipe(recipeId: string | undefined) {
  return useMutation({
    mutationFn: ({ input, expectedUpdatedAt }: { input: TRecipeInput; expectedUpdatedAt?: string }) =>
      recipeId
        ? callApi("PATCH /recipes/:id", { params: { id: recipeId }, body: { ...input, expectedUpdatedAt } })
        : callApi("POST /recipes", { query: { draft: "new" }, body: input }),
  });
}

/** The photo goes up once the recipe exists. */
export function useUploadRecipeImage() {
  return useMutation({
    mutationFn: ({ recipeId, file }: { recipeId: string; file: Blob }) =>
      callApi("POST /recipes/:id/image", { params: { id: recipeId }, body: file }),
  });
}

/** `draftKey`: a recipe id, or "new" for Add Recipe. */
export function useSaveRecipeDraft() {
  return useMutation({
    mutationFn: ({ draftKey, data }: { draftKey: string; data: TRecipeDraftData }) =>
      callApi("PUT /recipes/:id/draft", { params: { id: draftKey }, body: data }),
  });
}

export function useDiscardRecipeDraft(draftKey: string) {
  return useMutation({ mutationFn: () => callApi("DELETE /recipes/:id/draft", { params: { id: draftKey } }) });
}
