import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import { Check, FolderPlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { data, redirect, useFetcher, useNavigate } from "react-router";
import { ZSaveRecipeInput } from "#core/collections/collection.schema.ts";
import { appContext } from "#web/context.ts";
import { visibilityLabels } from "#web/features/collections/visibility.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeFormPage } from "#web/features/recipes/components/recipe-form-page.tsx";
import { formErrorFrom, throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import { jsFieldName, useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { track } from "#web/lib/analytics.ts";
import { notify } from "#web/lib/toast.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/recipe.$recipeId.save";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data ? `Save ${args.data.recipe.title}` : "Save recipe", noIndex: true });

const newChoice = "new";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return services.collections
    .loadSaveForm({ userId: viewer.userId, recipeId: params.recipeId })
    .catch(throwAsPageError);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  const choice = String(form.get("collection") ?? "");
  const parsed = ZSaveRecipeInput.safeParse(
    choice === newChoice
      ? { newCollectionName: String(form.get("newCollectionName") ?? "") }
      : { collectionId: choice },
  );
  if (!parsed.success) {
    const message =
      choice === newChoice ? (parsed.error.issues[0]?.message ?? "Name the collection.") : "Choose a collection.";
    return { ok: false as const, fieldError: message, formError: null };
  }
  try {
    const result = await services.collections.saveRecipe({
      userId: viewer.userId,
      recipeId: params.recipeId,
      input: parsed.data,
    });
    if (form.get(jsFieldName) !== "1") return redirect(`/recipe/${params.recipeId}`);
    return { ok: true as const, collection: result.collection, wasAdded: result.wasAdded };
  } catch (error) {
    return formErrorFrom(error);
  }
}

export default function SaveRecipePage({ loaderData }: Route.ComponentProps) {
  const { recipe, collections } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const nameId = useId();
  const firstFree = collections.find((c) => !c.containsRecipe);
  const [choice, setChoice] = useState(firstFree?.id ?? newChoice);
  const result = fetcher.data;
  const isSaving = fetcher.state !== "idle";

  useEffect(() => {
    if (!result?.ok) return;
    if (result.wasAdded) {
      track("save recipe success", { recipe_id: recipe.id, recipe_title: recipe.title, into: "collection" });
      notify.success(`Saved to ${result.collection.name}.`);
    } else notify.info(`Already in ${result.collection.name}.`);
    navigate(`/recipe/${recipe.id}`);
  }, [result, navigate, recipe.id, recipe.title]);

  const fieldError = result && !result.ok && "fieldError" in result ? result.fieldError : null;
  const formError = result && !result.ok ? result.formError : null;
  useFormMessageReport(formError, result, "collection");

  return (
    <RecipeFormPage
      recipe={recipe}
      title="Save recipe"
      fetcher={fetcher}
      formError={formError}
      submit={
        <button type="submit" className="button" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? "Saving…" : "Save"}
        </button>
      }
    >
      <fieldset className="choice-list">
        <legend className="field__label">Save to</legend>
        {collections.map((collection) => (
          <label key={collection.id} className="choice">
            <input
              type="radio"
              name="collection"
              value={collection.id}
              checked={choice === collection.id}
              onChange={() => setChoice(collection.id)}
            />
            <span className="choice__text">
              <span className="choice__title">{collection.name}</span>
              <span className="choice__meta muted">
                {collection.recipeCount} {collection.recipeCount === 1 ? "recipe" : "recipes"}
                {collection.visibility === "public"
                  ? ""
                  : ` · ${visibilityLabels[collection.visibility].toLowerCase()}`}
              </span>
            </span>
            {collection.containsRecipe ? (
              <span className="choice__badge">
                <Check aria-hidden="true" size={14} />
                Saved here
              </span>
            ) : null}
          </label>
        ))}
        <label className="choice">
          <input
            type="radio"
            name="collection"
            value={newChoice}
            checked={choice === newChoice}
            onChange={() => setChoice(newChoice)}
          />
          <span className="choice__text">
            <span className="choice__title">
              <FolderPlus aria-hidden="true" size={18} /> New collection
            </span>
          </span>
        </label>
      </fieldset>

      {choice === newChoice || !isHydrated ? (
        <div className="field">
          <label className="field__label" htmlFor={nameId}>
            Collection name
          </label>
          <input
            id={nameId}
            className="input"
            name="newCollectionName"
            maxLength={100}
            placeholder="Weeknight dinners"
            autoComplete="off"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${nameId}-error` : undefined}
            onFocus={() => setChoice(newChoice)}
          />
          {fieldError ? (
            <p id={`${nameId}-error`} className="field__error">
              {fieldError}
            </p>
          ) : null}
        </div>
      ) : fieldError ? (
        <p className="field__error">{fieldError}</p>
      ) : null}
    </RecipeFormPage>
  );
}
