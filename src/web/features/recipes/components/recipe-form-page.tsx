import { ArrowLeft } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { type FetcherWithComponents, Link } from "react-router";
import { FormFooter } from "#web/components/form-footer.tsx";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { jsFieldName, useHydrated } from "../use-hydrated.ts";
import { RecipeThumb } from "./recipe-thumb.tsx";

/**
 * The frame of a page whose job is one form about a recipe (save it, review it): a way back, the
 * heading, the recipe, then the form, which posts to the page's action. Its hidden field tells the
 * action whether the page's script sent it (then the answer is data, not a redirect). A refused
 * answer puts the focus on the first field it marks, as the busy submit button let go of it.
 */
export function RecipeFormPage({
  recipe,
  title,
  fetcher,
  formError,
  submit,
  footer,
  children,
}: {
  recipe: { id: string; title: string; imageUrl: string | null; authorName: string | null };
  title: string;
  fetcher: FetcherWithComponents<unknown>;
  formError: string | null;
  /** The submit button, first of the actions; Cancel follows it. */
  submit: ReactNode;
  /** After the form, such as a section that deletes what the form saved. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const isHydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, fetcher.data);
  return (
    <div className="page form-page">
      <Link to={`/recipe/${recipe.id}`} className="form-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to the recipe
      </Link>
      <h1>{title}</h1>
      <RecipeThumb title={recipe.title} imageUrl={recipe.imageUrl} byline={recipe.authorName} />

      <fetcher.Form ref={form} method="post" className="form-card" noValidate>
        <input type="hidden" name={jsFieldName} value={isHydrated ? "1" : "0"} />
        {children}

        <FormFooter formError={formError} submit={submit} cancelHref={`/recipe/${recipe.id}`} />
      </fetcher.Form>
      {footer}
    </div>
  );
}
