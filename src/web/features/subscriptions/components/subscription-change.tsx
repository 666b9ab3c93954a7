import { ArrowLeft } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { formatDay, type TSubscriptionLike } from "../format.ts";

/**
 * The confirmation before cancelling, or before taking a cancellation back: what will happen, by
 * when, and one button. A plain form: it works before the page's script has loaded.
 */
export function SubscriptionChange({
  subscription,
  isCancelling,
  formError,
}: {
  subscription: TSubscriptionLike;
  isCancelling: boolean;
  formError: string | null;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting";
  const { blog } = subscription;
  const back = `/me/subscriptions/${subscription.id}`;
  const until = subscription.accessEndsAt ? formatDay(subscription.accessEndsAt) : null;
  const isAlreadyDone = isCancelling === subscription.cancelAtPeriodEnd;
  return (
    <div className="page subscriptions-page">
      <Link to={back} className="page-link subscriptions-page__back">
        <ArrowLeft aria-hidden="true" size={16} /> {blog.title}
      </Link>
      <h1>
        {!subscription.hasAccess
          ? `Your subscription to ${blog.title} has ended`
          : isCancelling
            ? `Cancel your subscription to ${blog.title}?`
            : `Keep subscribing to ${blog.title}?`}
      </h1>
      {!subscription.hasAccess ? (
        <p>
          This subscription has ended. To read {blog.title}'s subscriber recipes again,{" "}
          <Link to={`/p/blogs/${encodeURIComponent(blog.shortlink)}`}>subscribe from the blog</Link>.
        </p>
      ) : isAlreadyDone ? (
        <p>
          {isCancelling
            ? `It's already cancelled: you can read until ${until}.`
            : "It isn't cancelled: it renews as usual."}
        </p>
      ) : (
        <Form method="post" className="subscription-change">
          <p>
            {isCancelling
              ? `You won't be charged again. You keep reading ${blog.title}'s subscriber recipes until ${until}, then they lock.`
              : `It renews on ${until} at the same price, and you keep reading without a break.`}
          </p>
          {formError ? (
            <p className="field-error" role="alert">
              {formError}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
              {isCancelling ? "Cancel subscription" : "Keep subscribing"}
            </button>
            <Link to={back} className="button button--ghost">
              {isCancelling ? "Keep it" : "Not now"}
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
