import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import { ArrowLeft } from "lucide-react";
import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ZCollectionInput } from "#core/collections/collection.schema.ts";
import { FormFooter } from "#web/components/form-footer.tsx";
import { EmptyState } from "#web/components/page-section.tsx";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { appContext } from "#web/context.ts";
import { CollectionDetailsFields } from "#web/features/collections/components/collection-details-fields.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { formErrorFrom } from "#web/features/recipes/page-errors.server.ts";
import { parseFormData } from "#web/lib/form-data.server.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/collection.create";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "New collection", noIndex: true });

/**
 * Open to any session (a private route); a cook who has not finished signing up is asked to do
 * that first, since a collection is shown with its owner's profile.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return { isRegistered: viewer.isAuthenticated, canPaywall: viewer.blog?.has_paywalled_content === true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  if (!viewer.isAuthenticated) return redirect(registrationHref);
  const parsed = parseFormData(await request.formData(), ZCollectionInput);
  if (!parsed.ok) return { errors: parsed.fieldErrors, formError: null };
  try {
    const created = await services.collections.create({ userId: viewer.userId, input: parsed.data });
    return redirect(`/collection/${created.id}`);
  } catch (error) {
    return formErrorFrom(error);
  }
}

const registrationHref = `/auth/registration?redirectTo=${encodeURIComponent("/collection/create")}`;

export default function CreateCollectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting";
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const formError = actionData?.formError ?? null;
  useFormMessageReport(formError, actionData, "collection");
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, actionData);
  return (
    <div className="page form-page">
      <Link to="/me" className="form-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to your profile
      </Link>
      <h1>New collection</h1>
      <p className="muted">Gather recipes into a collection, then add more from any recipe page with Save.</p>
      {loaderData.isRegistered ? (
        <Form ref={form} method="post" className="form-card" noValidate>
          <CollectionDetailsFields
            defaults={{ name: "", description: "", visibility: "public" }}
            errors={errors}
            canPaywall={loaderData.canPaywall}
          />
          <FormFooter
            formError={formError}
            cancelHref="/me"
            submit={
              <button type="submit" className="button" disabled={isSaving} aria-busy={isSaving}>
                {isSaving ? "Creating…" : "Create collection"}
              </button>
            }
          />
        </Form>
      ) : (
        <EmptyState
          text="Finish creating your profile first: your collections are shown with it."
          action={{ to: registrationHref, label: "Finish signing up" }}
        />
      )}
    </div>
  );
}
