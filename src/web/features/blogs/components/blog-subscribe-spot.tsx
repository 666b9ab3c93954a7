import { Lock } from "lucide-react";
import type { TBlogHeader } from "#core/blogs/blog.schema.ts";
import type { TBlogPrices } from "#core/subscriptions/subscription.schema.ts";
import { DeferredSubscribeCall } from "#web/features/subscriptions/components/deferred-subscribe-call.tsx";

/**
 * The call to subscribe on a paywalled blog's pages, for readers without paid access: the price
 * and the checkout. A blog not taking subscriptions yet (no prices, or payouts not set up) says so.
 */
export function BlogSubscribeSpot({
  blog,
  prices,
  isSignedIn,
}: {
  blog: Pick<TBlogHeader, "id" | "title">;
  prices: TBlogPrices | null;
  isSignedIn: boolean;
}) {
  return (
    <aside className="blog-subscribe" aria-labelledby="blog-subscribe-title">
      <Lock aria-hidden="true" size={22} />
      <div>
        <h2 id="blog-subscribe-title">Subscribe to {blog.title}</h2>
        <p className="muted">
          {prices
            ? "Open every recipe, collection and meal plan marked for subscribers. Cancel whenever you like."
            : "Some recipes here are for subscribers. This blog isn't taking subscriptions yet: follow it to hear when it does."}
        </p>
      </div>
      <DeferredSubscribeCall blogId={blog.id} blogName={blog.title} prices={prices} isSignedIn={isSignedIn} />
    </aside>
  );
}
