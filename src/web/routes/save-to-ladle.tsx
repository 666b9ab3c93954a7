/**
 * /save_to_ladle?url=…: where the "Save to Ladle" button on a blog leads. Signs the visitor in
 * first (the route is open to all in the route table, so this page does it), then imports the
 * page, or finds it if it was imported before, and shows the recipe. The import runs in the
 * action (a POST the page sends by itself), never in a GET, so a link or an <img> elsewhere cannot
 * import on someone's behalf.
 */
import "#web/styles/pages/common.css";
import "#web/styles/pages/import.css";
import { BookmarkPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { registrationPath, signInRedirect } from "#core/access/guard.ts";
import { AppError } from "#core/errors.ts";
import { Spinner } from "#web/components/spinner.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { describeImportFailure, trackImportFailure } from "#web/features/import/messages.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { hostOf } from "#web/lib/host.ts";
import type { Route } from "./+types/save-to-ladle";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Save to Ladle",
    description: "Save a recipe from any site to your Ladle recipes.",
    noIndex: true,
  });

function readTarget(value: FormDataEntryValue | string | null): string | null {
  if (typeof value !== "string") return null;
  const url = value.trim();
  return /^https?:\/\/\S+$/i.test(url) && url.length <= 2000 ? url : null;
}

/** Signed in and registered, or off to do that first and come back here. */
function requireCook(viewer: { userId: string; isAuthenticated: boolean } | null, request: Request) {
  const here = new URL(request.url);
  const returnTo = here.pathname + here.search;
  if (!viewer) throw redirect(signInRedirect(returnTo));
  if (!viewer.isAuthenticated) throw redirect(`${registrationPath}?redirectTo=${encodeURIComponent(returnTo)}`);
  return viewer;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const cook = requireCook(viewer, request);
  const target = readTarget(new URL(request.url).searchParams.get("url"));
  if (!target) return { target: null, host: null };
  // Saved before: straight to it.
  const existing = await services.imports.findExisting({ userId: cook.userId, urls: [target], fetchedUrl: null });
  if (existing?.isOwn) throw redirect(`/recipe/${existing.recipeId}`);
  return { target, host: hostOf(target) ?? target };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  const cook = requireCook(viewer, request);
  const target = readTarget((await request.formData()).get("url"));
  if (!target) return { error: { code: "IMPORT_INVALID_URL", message: "That isn't a web page link." } };
  try {
    const result = await services.imports.importFromUrl({ userId: cook.userId, url: target, visibility: "private" });
    return redirect(`/recipe/${result.recipeId}`);
  } catch (error) {
    if (error instanceof AppError) return { error: { code: error.code, message: error.message } };
    throw error;
  }
}

export default function SaveToLadle({ loaderData, actionData }: Route.ComponentProps) {
  const { target, host } = loaderData;
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const hasSubmitted = useRef(false);
  const failure = actionData?.error
    ? describeImportFailure(new ApiError(actionData.error.code, { message: actionData.error.message, status: 400 }))
    : null;
  const isSaving = navigation.state !== "idle" || !actionData;

  // The button's promise is one tap: start as soon as the page is here.
  useEffect(() => {
    if (target && !hasSubmitted.current && formRef.current) {
      hasSubmitted.current = true;
      submit(formRef.current, { replace: true });
    }
  }, [target, submit]);

  const failedCode = actionData?.error?.code;
  useEffect(() => {
    if (!failedCode || !target) return;
    trackImportFailure(describeImportFailure(new ApiError(failedCode, { status: 400 })), "save_to_ladle", target);
  }, [failedCode, target]);

  if (!target) {
    return (
      <div className="page save-to-ladle">
        <div className="save-card">
          <h1>Nothing to save yet</h1>
          <p className="muted">
            This page saves recipes from other sites when you tap a “Save to Ladle” button there. You can also paste a
            recipe's link yourself.
          </p>
          <div className="import-actions">
            <Link to="/recipe/import" className="page-button">
              Import a recipe
            </Link>
            <Link to="/get-started-wordpress" className="page-button page-button--secondary">
              Add the button to your blog
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="page save-to-ladle">
      <div className="save-card">
        <h1>
          <BookmarkPlus size={28} aria-hidden="true" /> Save to Ladle
        </h1>
        <p className="save-card__source">
          <a href={target} target="_blank" rel="noopener noreferrer nofollow" className="page-link">
            {host}
          </a>
        </p>
        {failure ? (
          <div className="import-error" role="alert">
            <h2>{failure.title}</h2>
            <p>{failure.text}</p>
            <div className="import-actions">
              <Link to="/recipe/import" className="page-button">
                Paste the recipe yourself
              </Link>
              <Form method="post" replace>
                <input type="hidden" name="url" value={target} />
                <button type="submit" className="page-button page-button--secondary">
                  Try again
                </button>
              </Form>
            </div>
          </div>
        ) : (
          <Form method="post" ref={formRef} className="save-card__form" replace>
            <input type="hidden" name="url" value={target} />
            {isSaving ? (
              <div className="save-card__working">
                <Spinner size={48} label="Saving the recipe" />
                <p>Reading the recipe and saving it to your recipes…</p>
              </div>
            ) : null}
            <noscript>
              <button type="submit" className="page-button">
                Save this recipe
              </button>
            </noscript>
          </Form>
        )}
      </div>
    </div>
  );
}
