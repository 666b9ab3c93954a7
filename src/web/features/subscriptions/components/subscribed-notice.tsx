import { useSearchParams } from "react-router";

/** Whether the page was reached from a paid checkout (its return address carries `subscribed=1`). */
export function useIsSubscribedArrival(): boolean {
  const [search] = useSearchParams();
  return search.get("subscribed") === "1";
}

/**
 * Said on the page a paid checkout returns to. The provider tells Ladle of the payment a moment
 * later than it sends the reader back, so until then the notice says the subscription is starting.
 */
export function SubscribedNotice({ blogTitle, hasPaidAccess }: { blogTitle: string; hasPaidAccess: boolean }) {
  return (
    <p className="subscribed-notice" role="status">
      {hasPaidAccess
        ? `You're subscribed to ${blogTitle}.`
        : `Thanks for subscribing to ${blogTitle}: it opens as soon as the payment is confirmed. Reload the page in a minute.`}
    </p>
  );
}
