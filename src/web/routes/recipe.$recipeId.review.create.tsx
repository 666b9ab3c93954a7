import "#web/styles/pages/common.css";
import "#web/styles/pages/recipe.css";
import "#web/styles/pages/forms.css";
import { useEffect, useId, useState } from "react";
import { data, redirect, useFetcher, useNavigate } from "react-router";
import { ZReviewInput } from "#core/reviews/review.schema.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RecipeFormPage } from "#web/features/recipes/components/recipe-form-page.tsx";
import { StarInput } from "#web/features/recipes/components/star-input.tsx";
import { formErrorFrom, throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import { jsFieldName } from "#web/features/recipes/use-hydrated.ts";
import { parseFormData } from "#web/lib/form-data.server.ts";
import { notify } from "#web/lib/toast.ts";
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

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  const isScript = form.get(jsFieldName) === "1";
  const back = `/recipe/${params.recipeId}#reviews`;
  try {
    if (form.get("intent") === "delete") {
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
  deleted: "Your review is deleted.",
} as const;

export default function ReviewRecipePage({ loaderData }: Route.ComponentProps) {
  const { recipe, mine } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const textId = useId();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? "");
  const result = fetcher.data;
  const isBusy = fetcher.state !== "idle";

  useEffect(() => {
    if (!result?.ok) return;
    notify.success(outcomeText[result.outcome]);
    navigate(`/recipe/${recipe.id}#reviews`);
  }, [result, navigate, recipe.id]);

  const errors = result && !result.ok && "errors" in result ? result.errors : {};
  const formError = result && !result.ok ? result.formError : null;

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
      extraAction={
        mine ? (
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button--ghost form-actions__danger"
            disabled={isBusy}
            formNoValidate
          >
            Delete review
          </button>
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
