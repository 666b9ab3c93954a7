import "#web/styles/pages/common.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-sign-in.css";
import "#web/styles/pages/identity-settings.css";
import "#web/styles/pages/notifications-settings.css";
import { useMutation } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { AvatarEditor } from "#web/features/identity/components/avatar-editor.tsx";
import { EmailChangeForm } from "#web/features/identity/components/email-change-form.tsx";
import { BusyButton, FieldError } from "#web/features/identity/components/fields.tsx";
import { IdentityList } from "#web/features/identity/components/identity-list.tsx";
import { IdentityPage } from "#web/features/identity/components/identity-page.tsx";
import { IdentityListSkeleton, LoadFailed, ProfileFormSkeleton } from "#web/features/identity/components/loading.tsx";
import { ProfileForm } from "#web/features/identity/components/profile-form.tsx";
import { identityErrorMessage } from "#web/features/identity/errors.ts";
import { enabledProviders } from "#web/features/identity/id-token.ts";
import { socialProvidersFor } from "#web/features/identity/providers.server.ts";
import { type TOwnProfile, useIdentities, useOwnProfile } from "#web/features/identity/queries.ts";
import { useLeave } from "#web/features/identity/use-leave.ts";
import { AccountExportSection } from "#web/features/moving-in/components/account-export.tsx";
import { NotificationsSection } from "#web/features/notifications/notifications-section.tsx";
import { callApi, type TApiResponse } from "#web/lib/api-client.ts";
import { isRateLimitError, showErrorToast } from "#web/lib/errors.ts";
import type { Route } from "./+types/me.edit";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Edit profile", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return { providers: socialProvidersFor(env) };
}

/** The owner's view of get_profile is never restricted; this narrows the type. */
function ownRow(view: TOwnProfile | TApiResponse<"GET /profiles/lookup"> | undefined): TOwnProfile | null {
  return view && !view.is_restricted ? view : null;
}

export default function EditProfilePage({ loaderData }: Route.ComponentProps) {
  const { viewer, isAuthenticated } = useAuth();
  const profileQuery = useOwnProfile(viewer?.userId ?? null, isAuthenticated);
  const identities = useIdentities();
  const profile = ownRow(profileQuery.data);
  const [isChangingEmail, setIsChangingEmail] = useState(false);

  return (
    <IdentityPage back={{ to: "/me", label: "Your profile" }} title="Edit profile">
      <section className="card identity-section" aria-labelledby="edit-profile-details">
        <h2 id="edit-profile-details">Profile</h2>
        {profile ? (
          <>
            <AvatarEditor profile={profile} />
            <ProfileForm key={profile.id} profile={profile} />
          </>
        ) : profileQuery.isError ? (
          <LoadFailed what="your profile" onRetry={() => profileQuery.refetch()} />
        ) : (
          <ProfileFormSkeleton />
        )}
      </section>

      <section className="card identity-section" aria-labelledby="edit-profile-sign-in">
        <div className="identity-section__header">
          <h2 id="edit-profile-sign-in">Sign-in methods</h2>
          <Link to="/auth/connect" className="identity-section__link">
            Linked accounts
            <ChevronRight aria-hidden="true" size={18} />
          </Link>
        </div>
        {identities.data ? (
          <>
            <IdentityList
              identities={identities.data}
              linkableProviders={enabledProviders(loaderData.providers)}
              emailAction={
                isChangingEmail ? null : (
                  <button
                    type="button"
                    className="button button--secondary identity-method__action"
                    onClick={() => setIsChangingEmail(true)}
                  >
                    {identities.data.email ? "Change" : "Add"}
                    <span className="visually-hidden"> email address</span>
                  </button>
                )
              }
            />
            {isChangingEmail ? (
              <EmailChangeForm currentEmail={identities.data.email} onClose={() => setIsChangingEmail(false)} />
            ) : null}
          </>
        ) : identities.isError ? (
          <LoadFailed what="your sign-in methods" onRetry={() => identities.refetch()} />
        ) : (
          <IdentityListSkeleton />
        )}
      </section>

      <NotificationsSection />

      <SessionsSection />

      <AccountExportSection />

      <section className="card identity-section identity-section--danger" aria-labelledby="edit-profile-delete">
        <h2 id="edit-profile-delete">Delete your account</h2>
        <p className="muted">
          Deletes your profile, recipes, collections and everything else in your account. This can't be undone.
        </p>
        <Link to="/me/delete" className="button button--danger">
          Delete account…
        </Link>
      </section>
    </IdentityPage>
  );
}

function SessionsSection() {
  const id = useId();
  const leave = useLeave();
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOutEverywhere = useMutation({
    mutationFn: () => callApi("POST /auth/revoke-sessions"),
    onSuccess: async () => {
      // This device's session went with the others; ending it here also clears the cookie.
      await callApi("POST /auth/sign-out").catch(() => undefined);
      await leave("signed-out", "You're signed out on every device.");
    },
    onError: (cause) => {
      if (isRateLimitError(cause)) showErrorToast(cause);
      setError(identityErrorMessage(cause));
    },
  });
  const isBusy = signOutEverywhere.isPending || signOutEverywhere.isSuccess;

  return (
    <section className="card identity-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Devices</h2>
      <p className="muted">
        Lost a phone, or signed in on a shared computer? Sign out everywhere, this browser included. You can sign in
        again with a code.
      </p>
      <div className="identity-actions">
        {isConfirming ? (
          <>
            <BusyButton
              type="button"
              variant="danger"
              isBusy={isBusy}
              onClick={() => {
                setError(null);
                signOutEverywhere.mutate();
              }}
            >
              Yes, sign out everywhere
            </BusyButton>
            <button type="button" className="button button--ghost" onClick={() => setIsConfirming(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setIsConfirming(true)}>
            Sign out everywhere
          </button>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </section>
  );
}
