import { Link } from "react-router";
import { describeSubscription, formatPrice, type TSubscriptionLike } from "../format.ts";
import { SubscriptionStatus } from "./subscription-status.tsx";

/** One subscription in a list: the blog, its state, what comes next, the price, and a way to manage it. */
export function SubscriptionCard({ subscription }: { subscription: TSubscriptionLike }) {
  const words = describeSubscription(subscription);
  const { blog } = subscription;
  return (
    <article className="subscription-card" aria-labelledby={`subscription-${subscription.id}`}>
      <div className="subscription-card__head">
        <h2 id={`subscription-${subscription.id}`} className="subscription-card__title">
          <Link to={`/p/blogs/${encodeURIComponent(blog.shortlink)}`}>{blog.title}</Link>
        </h2>
        <SubscriptionStatus subscription={subscription} />
      </div>
      {blog.ownerName ? <p className="muted subscription-card__by">by {blog.ownerName}</p> : null}
      <p>{words.line}</p>
      <p className="subscription-card__price">
        {formatPrice(subscription.amount, subscription.currency, subscription.interval)}
      </p>
      <Link to={`/me/subscriptions/${subscription.id}`} className="button button--secondary button--small">
        Manage<span className="visually-hidden"> your subscription to {blog.title}</span>
      </Link>
    </article>
  );
}
