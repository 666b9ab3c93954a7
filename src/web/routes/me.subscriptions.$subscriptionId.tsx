import "#web/styles/pages/common.css";
import "#web/styles/pages/subscriptions.css";
import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { loadSubscriptionPage } from "#web/features/subscriptions/change-page.server.ts";
import { SubscriptionStatus } from "#web/features/subscriptions/components/subscription-status.tsx";
import {
  arrivalKeys,
  describeArrival,
  describeSubscription,
  formatDay,
  formatPrice,
  readArrival,
} from "#web/features/subscriptions/format.ts";
import { useArrivalNotice } from "#web/lib/use-drop-search-params.ts";
import type { Route } from "./+types/me.subscriptions.$subscriptionId";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data ? `${args.data.blog.title} subscription` : "Subscription", noIndex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadSubscriptionPage(context.get(appContext), params.subscriptionId);
}

export default function SubscriptionPage({ loaderData: subscription }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const arrival = readArrival(search);
  const notice = arrival ? describeArrival(arrival, subscription) : null;
  // Said once, and focused: back from cancelling or reactivating, focus goes to what happened.
  const noticeRef = useArrivalNotice<HTMLParagraphElement>(arrivalKeys, notice !== null);
  const words = describeSubscription(subscription);
  const { blog } = subscription;
  const base = `/me/subscriptions/${subscription.id}`;
  // An ended subscription is not reactivated: the reader subscribes again from the blog.
  const blogPath = `/p/blogs/${encodeURIComponent(blog.shortlink)}`;
  return (
    <div className="page subscriptions-page">
      <Link to="/me/subscriptions" className="page-link subscriptions-page__back">
        <ArrowLeft aria-hidden="true" size={16} /> Your subscriptions
      </Link>
      <header className="subscription-detail__header">
        <h1>{blog.title}</h1>
        <SubscriptionStatus subscription={subscription} />
      </header>
      {notice ? (
        <p className="subscription-detail__notice" role="status" tabIndex={-1} ref={noticeRef}>
          {notice}
        </p>
      ) : null}
      {notice === words.line ? null : <p className="subscription-detail__line">{words.line}</p>}
      <dl className="subscription-detail__facts">
        <dt>Price</dt>
        <dd>{formatPrice(subscription.amount, subscription.currency, subscription.interval)}</dd>
        {blog.ownerName ? (
          <>
            <dt>Creator</dt>
            <dd>{blog.ownerName}</dd>
          </>
        ) : null}
        <dt>Subscribed since</dt>
        <dd>{formatDay(subscription.createdAt)}</dd>
        {subscription.hasAccess && subscription.accessEndsAt ? (
          <>
            <dt>
              {subscription.cancelAtPeriodEnd || subscription.status === "past_due" ? "Reading until" : "Renews on"}
            </dt>
            <dd>{formatDay(subscription.accessEndsAt)}</dd>
          </>
        ) : null}
      </dl>
      <div className="form-actions subscription-detail__actions">
        {subscription.hasAccess ? (
          <Link to={blogPath} className="button">
            Read {blog.title}
          </Link>
        ) : null}
        {!subscription.hasAccess && !subscription.isDuplicate ? (
          <Link to={blogPath} className="button">
            Subscribe again
          </Link>
        ) : null}
        <Link to={`${base}/payments`} className="button button--secondary">
          Payments and receipts
        </Link>
        {subscription.hasAccess && !subscription.cancelAtPeriodEnd ? (
          <Link to={`${base}/cancel`} className="button button--ghost">
            Cancel subscription
          </Link>
        ) : null}
        {subscription.hasAccess && subscription.cancelAtPeriodEnd ? (
          <Link to={`${base}/reactivate`} className="button button--ghost">
            Keep subscribing
          </Link>
        ) : null}
      </div>
    </div>
  );
}
