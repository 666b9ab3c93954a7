import "#web/styles/pages/common.css";
import "#web/styles/pages/subscriptions.css";
import { Lock } from "lucide-react";
import { data, Link } from "react-router";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { SubscriptionCard } from "#web/features/subscriptions/components/subscription-card.tsx";
import type { Route } from "./+types/me.subscriptions";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Your subscriptions", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return { subscriptions: await services.subscriptions.listMine({ userId: viewer.userId }) };
}

export default function SubscriptionsPage({ loaderData }: Route.ComponentProps) {
  const { subscriptions } = loaderData;
  return (
    <div className="page subscriptions-page">
      <header className="list-page__header">
        <p className="eyebrow list-page__eyebrow">
          <Lock aria-hidden="true" size={16} />
          Subscriptions
        </p>
        <h1>Your subscriptions</h1>
        <p className="muted">
          The blogs you support, and what their subscriber recipes cost you.{" "}
          {subscriptions.some((s) => s.hasAccess) ? (
            <Link to="/purchased_recipes">See the recipes they unlock</Link>
          ) : null}
        </p>
      </header>
      {subscriptions.length > 0 ? (
        <div className="subscription-list">
          {subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </div>
      ) : (
        <EmptyState
          text="You don't subscribe to any blogs yet. Some creators keep their best recipes for subscribers: look for the lock on a recipe."
          action={{ to: "/discover", label: "Find creators" }}
        />
      )}
    </div>
  );
}
