import { describeSubscription, type TSubscriptionLike } from "../format.ts";

/** The badge for a subscription's state. */
export function SubscriptionStatus({ subscription }: { subscription: TSubscriptionLike }) {
  const words = describeSubscription(subscription);
  return <span className={`pill subscription-status subscription-status--${words.tone}`}>{words.label}</span>;
}
