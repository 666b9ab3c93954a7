import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/convertkit.css";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { ConvertkitCreatorView } from "#web/features/convertkit/components/convertkit-creator-view.tsx";
import {
  ConvertkitInvitation,
  ConvertkitUnavailable,
  LocalConsent,
} from "#web/features/convertkit/components/convertkit-other-views.tsx";
import { loadConvertkitPage, runConvertkitAction } from "#web/features/convertkit/convertkit-page.server.ts";
import type { Route } from "./+types/integrations.convertkit";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "ConvertKit",
    description: "Add your blog's paid subscribers, and followers who agree, to your ConvertKit email list.",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadConvertkitPage(request, context.get(appContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return runConvertkitAction(request, context.get(appContext));
}

export default function ConvertkitIntegrationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page convertkit-page">
      <header className="convertkit-header">
        <p className="convertkit-eyebrow">Integrations</p>
        <h1>ConvertKit</h1>
        <p className="convertkit-lede muted">
          Grow your email list from Ladle: new paid subscribers, and followers who say yes, go straight to ConvertKit.
        </p>
      </header>
      {loaderData.view === "visitor" ? <ConvertkitInvitation isSignedIn={false} /> : null}
      {loaderData.view === "not-creator" ? <ConvertkitInvitation isSignedIn /> : null}
      {loaderData.view === "unavailable" ? <ConvertkitUnavailable /> : null}
      {loaderData.view === "local-consent" ? (
        <LocalConsent state={loaderData.state} codeChallenge={loaderData.codeChallenge} />
      ) : null}
      {loaderData.view === "creator" ? <ConvertkitCreatorView data={loaderData} actionData={actionData} /> : null}
    </div>
  );
}
