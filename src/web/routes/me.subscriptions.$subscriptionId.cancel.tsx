import "#web/styles/pages/common.css";
import "#web/styles/pages/subscriptions.css";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { changeSubscription, loadSubscriptionPage } from "#web/features/subscriptions/change-page.server.ts";
import { SubscriptionChange } from "#web/features/subscriptions/components/subscription-change.tsx";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/me.subscriptions.$subscriptionId.cancel";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Cancel subscription", noIndex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadSubscriptionPage(context.get(appContext), params.subscriptionId);
}

export async function action({ params, context }: Route.ActionArgs) {
  return changeSubscription(context.get(appContext), params.subscriptionId, true);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  useFormMessageReport(actionData?.formError, actionData, "subscription");
  return <SubscriptionChange subscription={loaderData} isCancelling={true} formError={actionData?.formError ?? null} />;
}
