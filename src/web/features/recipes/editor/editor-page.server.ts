/** Loaders of Add Recipe, Submit Edit Recipe and /recipe/:id/draft: the recipe, its autosave, what the author may choose. */
import { newRecipeDraftKey } from "#core/recipes/recipe-input.schema.ts";
import type { TViewer } from "#server/features/identity/viewer.ts";
import type { TServices } from "#server/services.ts";
import { throwAsPageError } from "../page-errors.server.ts";

export async function loadNewRecipePage({ services, viewer }: { services: TServices; viewer: TViewer }) {
  const draft = await services.recipes.findDraft({ userId: viewer.userId, draftKey: newRecipeDraftKey });
  return {
    recipe: null,
    draft: draft ? { data: draft.data as Record<string, unknown>, updatedAt: draft.updatedAt } : null,
    canPaywall: viewer.blog?.has_paywalled_content === true,
  };
}

export async function loadEditRecipePage({
  services,
  viewer,
  recipeId,
}: {
  services: TServices;
  viewer: TViewer;
  recipeId: string;
}) {
  try {
    const recipe = await services.recipes.findForEdit({ userId: viewer.userId, recipeId });
    const draft = await services.recipes.findDraft({ userId: viewer.userId, draftKey: recipe.id });
    return {
      recipe: {
        id: recipe.id,
        title: recipe.title,
        description: recipe.description,
        imageUrl: recipe.imageUrl,
        servings: recipe.servings,
        yieldText: recipe.yieldText,
        prepMinutes: recipe.prepMinutes,
        cookMinutes: recipe.cookMinutes,
        totalMinutes: recipe.totalMinutes,
        ingredientGroups: recipe.ingredientGroups,
        instructionSections: recipe.instructionSections,
        courses: recipe.courses,
        diets: recipe.diets,
        cuisines: recipe.cuisines,
        nutrition: recipe.nutrition,
        sourceUrl: recipe.sourceUrl,
        videoUrl: recipe.videoUrl,
        attribution: recipe.attribution,
        visibility: recipe.visibility,
        updatedAt: recipe.updatedAt,
      },
      // Only an autosave newer than the recipe is worth offering.
      draft:
        draft && draft.updatedAt > recipe.updatedAt
          ? { data: draft.data as Record<string, unknown>, updatedAt: draft.updatedAt }
          : null,
      canPaywall: viewer.blog?.has_paywalled_content === true,
    };
  } catch (error) {
    throwAsPageError(error);
  }
}

export type TEditorPageData =
  | Awaited<ReturnType<typeof loadNewRecipePage>>
  | Awaited<ReturnType<typeof loadEditRecipePage>>;
