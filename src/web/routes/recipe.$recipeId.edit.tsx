import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/editor.css";
import { data, redirect } from "react-router";
import { AppError } from "#core/errors.ts";
import { DeleteSection, skipReloadAfterDelete } from "#web/components/delete-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { EditorPage } from "#web/features/recipes/editor/editor-page.tsx";
import { loadOwnEditor } from "#web/features/recipes/editor-data.server.ts";
import { formErrorFrom } from "#web/features/recipes/page-errors.server.ts";
import { jsFieldName } from "#web/features/recipes/use-hydrated.ts";
import type { Route } from "./+types/recipe.$recipeId.edit";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data?.recipe ? `Edit ${args.data.recipe.title}` : "Edit recipe", noIndex: true });

/** Only the author: someone else gets 403 (or 404 when they cannot even see the recipe). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return loadOwnEditor(services, viewer.userId, params.recipeId);
}

export const shouldRevalidate = skipReloadAfterDelete;

/** Deleting the recipe (the form itself saves through the API). Only the author: the service checks. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "confirm-delete") return { ok: false as const, isAskingToDelete: true, formError: null };
  if (intent !== "delete") throw data(null, { status: 400 });
  try {
    await services.recipes.remove({ userId: viewer.userId, recipeId: params.recipeId });
  } catch (error) {
    // Photo storage that is down keeps the recipe (its photos go first): said in the dialog.
    if (error instanceof AppError && error.code === "UNAVAILABLE") {
      return data({ ok: false as const, formError: error.message }, { status: error.status });
    }
    return formErrorFrom(error);
  }
  return form.get(jsFieldName) === "1" ? { ok: true as const, outcome: "deleted" as const } : redirect("/me");
}

export default function EditRecipePage({ loaderData, actionData }: Route.ComponentProps) {
  const { recipe } = loaderData;
  const isAskingToDelete = Boolean(actionData && !actionData.ok && "isAskingToDelete" in actionData);
  return (
    <EditorPage
      key={recipe?.id}
      mode="edit"
      data={loaderData}
      kept={loaderData.kept}
      footer={
        recipe ? (
          <DeleteSection
            thing="recipe"
            name={recipe.title}
            explanation="It leaves your profile, search, and every collection and meal plan it is in, with its reviews. Shopping lists keep the ingredients already on them."
            consequence="This can't be undone."
            leaveTo="/me"
            isAsking={isAskingToDelete}
          />
        ) : null
      }
    />
  );
}
