import "#web/styles/pages/common.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-sign-in.css";
import "#web/styles/pages/identity-settings.css";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { IdentityList } from "#web/features/identity/components/identity-list.tsx";
import { IdentityPage } from "#web/features/identity/components/identity-page.tsx";
import { IdentityListSkeleton, LoadFailed } from "#web/features/identity/components/loading.tsx";
import { enabledProviders } from "#web/features/identity/id-token.ts";
import { socialProvidersFor } from "#web/features/identity/providers.server.ts";
import { useIdentities } from "#web/features/identity/queries.ts";
import type { Route } from "./+types/auth.connect";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Linked sign-in methods", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return { providers: socialProvidersFor(env) };
}

export default function AuthConnectPage({ loaderData }: Route.ComponentProps) {
  const identities = useIdentities();
  const providers = enabledProviders(loaderData.providers);
  return (
    <IdentityPage back={{ to: "/me/edit", label: "Edit profile" }} title="Linked sign-in methods">
      <p className="identity-lead">
        Ways you can sign in to this account. Keep at least two, so losing one never locks you out.
      </p>
      <section className="card identity-section" aria-label="Sign-in methods">
        {identities.data ? (
          <IdentityList identities={identities.data} linkableProviders={providers} />
        ) : identities.isError ? (
          <LoadFailed what="your sign-in methods" onRetry={() => identities.refetch()} />
        ) : (
          <IdentityListSkeleton />
        )}
      </section>
      {providers.length === 0 ? (
        <p className="muted identity-note">
          Google and Apple sign-in aren't switched on for this Ladle yet. Email and phone codes always work.
        </p>
      ) : null}
    </IdentityPage>
  );
}
