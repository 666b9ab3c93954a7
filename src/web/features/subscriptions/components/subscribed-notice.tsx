import { useSearchParams } from "react-router";
import { useAuth } from "#web/features/identity/auth-provider.tsx";

/**
 * Whether the page was reached from a paid checkout (its return address carries `subscribed=1`).
 * Only a signed-in reader can have paid: a visitor who opens such an address (shared by a subscriber,
 * say) is still offered the call to subscribe, never thanked for a subscription they do not have.
 */
export function useIsSubscribedArrival(): boolean {
  const [search] = useSearchParams();
  const { state } = useAuth();
  return state.status === "logged-in" && search.get("subscribed") === "1";
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
