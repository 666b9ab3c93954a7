import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/collection-edit.css";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, redirect, type ShouldRevalidateFunction, useFetcher } from "react-router";
import { collectionVisibilities, type TCollectionVisibility } from "#core/collections/collection-limits.ts";
import { moveId, parseMoveValue } from "#core/collections/order.ts";
import { DeleteSection, skipReloadAfterDelete } from "#web/components/delete-section.tsx";
import { EditConflictNotice } from "#web/components/edit-conflict-notice.tsx";
import { FormFooter } from "#web/components/form-footer.tsx";
import { EmptyState } from "#web/components/page-section.tsx";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { appContext } from "#web/context.ts";
import { CollectionDetailsFields } from "#web/features/collections/components/collection-details-fields.tsx";
import { CoverPicker } from "#web/features/collections/components/cover-picker.tsx";
import { RecipeOrderList } from "#web/features/collections/components/recipe-order-list.tsx";
import { parseDetailsForm } from "#web/features/collections/edit-form.server.ts";
import { formatRecipeCount } from "#web/features/collections/visibility.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { formErrorFrom, throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import { jsFieldName, useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { conflictAnswerOf, isEditConflict, postedFieldsOf, withChosenVersion } from "#web/lib/edit-conflict.server.ts";
import {
  expectedVersionField,
  isConflictAnswer,
  overwriteField,
  skipReloadAfterConflict,
  versionOf,
} from "#web/lib/edit-conflict.ts";
import { notify } from "#web/lib/toast.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/collection.$collectionId.edit";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data ? `Edit ${args.data.name}` : "Edit collection", noIndex: true });

/** Only its owner: someone else's collection is the 403 page, or the 404 one when they may not see it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return services.collections
    .loadEditor({ userId: viewer.userId, collectionId: params.collectionId })
    .catch(throwAsPageError);
}

export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  skipReloadAfterDelete({ ...args, defaultShouldRevalidate: skipReloadAfterConflict(args) });

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  const isScript = form.get(jsFieldName) === "1";
  const collectionId = params.collectionId;
  const here = `/collection/${collectionId}/edit`;
  const userId = viewer.userId;
  try {
    const move = parseMoveValue(String(form.get("move") ?? ""));
    const removed = String(form.get("remove") ?? "");
    const intent = String(form.get("intent") ?? "");
    if (move) {
      const editor = await services.collections.loadEditor({ userId, collectionId });
      const order = moveId(
        editor.recipes.map((recipe) => recipe.id),
        move.id,
        move.step,
      );
      if (order.length > 0)
        await services.collections.reorder({ userId, collectionId, input: { recipeIds: [...order] } });
      return redirect(here);
    }
    if (removed) {
      await services.collections.removeRecipe({ userId, collectionId, recipeId: removed });
      return redirect(here);
    }
    if (intent === "confirm-delete") return { ok: false as const, isAskingToDelete: true, formError: null };
    if (intent === "delete") {
      await services.collections.remove({ userId, collectionId });
      return isScript ? { ok: true as const, outcome: "deleted" as const } : redirect("/me");
    }
    const posted = postedFieldsOf(form);
    const parsed = parseDetailsForm(withChosenVersion(form));
    if (!parsed.ok) return { ok: false as const, errors: parsed.fieldErrors, formError: null };
    try {
      await services.collections.update({ userId, collectionId, input: parsed.data });
    } catch (error) {
      if (isEditConflict(error)) return conflictAnswerOf(posted);
      throw error;
    }
    return isScript ? { ok: true as const, outcome: "saved" as const } : redirect(`/collection/${collectionId}`);
  } catch (error) {
    return formErrorFrom(error);
  }
}

export default function EditCollectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const editor = loaderData;
  const details = useFetcher<typeof action>();
  const detailsForm = useRef<HTMLFormElement>(null);
  const isHydrated = useHydrated();
  const result = details.data ?? actionData;
  const isSaving = details.state !== "idle";

  useEffect(() => {
    if (details.data?.ok) notify.success("Changes saved.");
  }, [details.data]);
  useFocusFirstError(detailsForm, result);

  const errors: Record<string, string> = (result && !result.ok && "errors" in result && result.errors) || {};
  const formError = result && !result.ok ? result.formError : null;
  useFormMessageReport(formError, result, "collection");
  const isAskingToDelete = Boolean(actionData && !actionData.ok && "isAskingToDelete" in actionData);
  // Refused because the collection was saved elsewhere since: the form shows what the cook posted,
  // still named with the version it was opened with.
  const conflict = isConflictAnswer(result) ? result : null;
  const posted = conflict?.posted;
  const defaults = posted
    ? {
        name: posted.name ?? editor.name,
        description: posted.description ?? editor.description,
        visibility: (collectionVisibilities as readonly string[]).includes(posted.visibility ?? "")
          ? (posted.visibility as TCollectionVisibility)
          : editor.visibility,
      }
    : editor;

  function saveMineOverIt() {
    if (!detailsForm.current) return;
    const form = new FormData(detailsForm.current);
    form.set("intent", "save");
    form.set(overwriteField, "1");
    details.submit(form, { method: "post" });
  }

  return (
    <div className="page form-page collection-edit">
      <Link to={`/collection/${editor.id}`} className="form-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to the collection
      </Link>
      <h1>Edit collection</h1>

      {conflict ? (
        <EditConflictNotice
          message="This collection was changed in another tab or on another device since you opened it. Your changes aren't saved yet: save them over it, or drop them and open the newer version."
          saveMine={isHydrated ? { onSave: saveMineOverIt, isSaving } : { posted: conflict.posted }}
          openNewer={{ href: `/collection/${editor.id}/edit` }}
        />
      ) : null}
      <details.Form ref={detailsForm} method="post" className="form-card" noValidate aria-label="Collection details">
        <input type="hidden" name={jsFieldName} value={isHydrated ? "1" : "0"} />
        <input
          type="hidden"
          name={expectedVersionField}
          value={posted?.[expectedVersionField] ?? versionOf(editor.updatedAt)}
        />
        <CollectionDetailsFields defaults={defaults} errors={errors} canPaywall={editor.canPaywall} />
        <CoverPicker editor={editor} error={errors.cover} postedChoice={posted?.cover} />
        <FormFooter
          formError={formError}
          cancelHref={`/collection/${editor.id}`}
          submit={
            <button
              type="submit"
              className="button"
              name="intent"
              value="save"
              disabled={isSaving}
              aria-busy={isSaving}
            >
              {isSaving ? "Saving…" : "Save changes"}
            </button>
          }
        />
      </details.Form>

      <section className="collection-edit__recipes" aria-labelledby="collection-order-title">
        <div className="section-header">
          <h2 id="collection-order-title" tabIndex={-1}>
            Recipes
          </h2>
          <span className="muted">{formatRecipeCount(editor.recipes.length)}</span>
        </div>
        {editor.recipes.length > 0 ? (
          <form method="post">
            <RecipeOrderList collectionId={editor.id} recipes={editor.recipes} />
          </form>
        ) : (
          <EmptyState
            text={`Nothing here yet. Open any recipe and press Save to add it to ${editor.name}.`}
            action={{ to: "/search", label: "Find something to cook" }}
          />
        )}
      </section>

      <DeleteSection
        thing="collection"
        name={editor.name}
        explanation="The recipes stay on Ladle, in your other collections and on their pages; only this collection goes."
        consequence={
          editor.recipes.length > 0
            ? `Its ${editor.recipes.length === 1 ? "recipe stays" : `${editor.recipes.length} recipes stay`} on Ladle. This can't be undone.`
            : "This can't be undone."
        }
        leaveTo="/me"
        isAsking={isAskingToDelete}
      />
    </div>
  );
}
