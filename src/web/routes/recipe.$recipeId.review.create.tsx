import "#web/styles/pages/common.css";
import "#web/styles/pages/recipe.css";
import "#web/styles/pages/forms.css";
import { useEffect, useId, useState } from "react";
import { data, redirect, useFetcher, useNavigate } from "react-router";
import { ZReviewInput } from "#core/reviews/review.schema.ts";
import { DeleteSection, skipReloadAfterDelete } from "#web/components/delete-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeFormPage } from "#web/features/recipes/components/recipe-form-page.tsx";
import { StarInput } from "#web/features/recipes/components/star-input.tsx";
import { formErrorFrom, throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import { jsFieldName } from "#web/features/recipes/use-hydrated.ts";
import { parseFormData } from "#web/lib/form-data.server.ts";
import { notify } from "#web/lib/toast.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/recipe.$recipeId.review.create";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data ? `Review ${args.data.recipe.title}` : "Write a review", noIndex: true });

const maxTextLength = 5000;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  // Your own recipe, or a members' recipe you have not unlocked, is a 403: nothing to review here.
  return services.reviews.loadForm({ userId: viewer.userId, recipeId: params.recipeId }).catch(throwAsPageError);
}

export const shouldRevalidate = skipReloadAfterDelete;

/** Saving or deleting the viewer's review; deleting is asked first (without the script, in the page). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  const isScript = form.get(jsFieldName) === "1";
  const back = `/recipe/${params.recipeId}#reviews`;
  const intent = form.get("intent");
  if (intent === "confirm-delete") return { ok: false as const, isAskingToDelete: true, formError: null };
  try {
    if (intent === "delete") {
      await services.reviews.remove({ userId: viewer.userId, recipeId: params.recipeId });
      return isScript ? { ok: true as const, outcome: "deleted" as const } : redirect(back);
    }
    const parsed = parseFormData(form, ZReviewInput);
    if (!parsed.ok) return { ok: false as const, errors: parsed.fieldErrors, formError: null };
    const { isNew } = await services.reviews.save({
      userId: viewer.userId,
      recipeId: params.recipeId,
      input: parsed.data,
    });
    return isScript
      ? { ok: true as const, outcome: isNew ? ("created" as const) : ("updated" as const) }
      : redirect(back);
  } catch (error) {
    return formErrorFrom(error);
  }
}

const outcomeText = {
  created: "Thanks! Your review is up.",
  updated: "Your review is updated.",
} as const;

export default function ReviewRecipePage({ loaderData, actionData }: Route.ComponentProps) {
  const { recipe, mine } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const textId = useId();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? "");
  // Without the page's script the form posts the page itself, and the answer is the page's action data.
  const result = fetcher.data ?? actionData;
  const isBusy = fetcher.state !== "idle";
  const isAskingToDelete = Boolean(result && !result.ok && "isAskingToDelete" in result);

  useEffect(() => {
    if (!result?.ok || result.outcome === "deleted") return;
    notify.success(outcomeText[result.outcome]);
    navigate(`/recipe/${recipe.id}#reviews`);
  }, [result, navigate, recipe.id]);

  const errors = (result && !result.ok && "errors" in result ? result.errors : undefined) ?? {};
  const formError = result && !result.ok ? result.formError : null;
  useFormMessageReport(formError, result, "review");

  return (
    <RecipeFormPage
      recipe={recipe}
      title={mine ? "Edit your review" : "Write a review"}
      fetcher={fetcher}
      formError={formError}
      submit={
        <button type="submit" className="button" name="intent" value="save" disabled={isBusy} aria-busy={isBusy}>
          {mine ? "Update review" : "Post review"}
        </button>
      }
      footer={
        mine ? (
          <DeleteSection
            thing="review"
            name="your review"
            question="Delete your review?"
            explanation="Your rating and your words leave the recipe's page. You can write a new review later."
            consequence="This can't be undone."
            leaveTo={`/recipe/${recipe.id}#reviews`}
            isAsking={isAskingToDelete}
          />
        ) : null
      }
    >
      <StarInput name="rating" value={rating} onChange={setRating} legend="Your rating" error={errors.rating} />
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          Your review <span className="muted">(optional)</span>
        </label>
        <textarea
          id={textId}
          className="input textarea"
          name="text"
          rows={6}
          maxLength={maxTextLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="How did it turn out? Anything you changed?"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${textId}-count${errors.text ? ` ${textId}-error` : ""}`}
        />
        <p id={`${textId}-count`} className="field__hint muted tabular">
          {text.length} / {maxTextLength}
        </p>
        {errors.text ? (
          <p id={`${textId}-error`} className="field__error">
            {errors.text}
          </p>
        ) : null}
      </div>
    </RecipeFormPage>
  );
}
