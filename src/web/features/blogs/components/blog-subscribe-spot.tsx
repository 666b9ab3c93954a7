import { Lock } from "lucide-react";
import { Link } from "react-router";

/**
 * The call to subscribe on a paywalled blog's pages. The subscription checkout takes this
 * component's place; until then it leads to Your subscriptions.
 */
export function BlogSubscribeSpot({ blogTitle }: { blogTitle: string }) {
  return (
    <aside className="blog-subscribe" aria-labelledby="blog-subscribe-title">
      <Lock aria-hidden="true" size={22} />
      <div>
        <h2 id="blog-subscribe-title">Subscribe to {blogTitle}</h2>
        <p className="muted">Open every recipe, collection and meal plan marked for subscribers.</p>
      </div>
      <Link to="/me/subscriptions" className="button">
        Subscribe
      </Link>
    </aside>
  );
}
