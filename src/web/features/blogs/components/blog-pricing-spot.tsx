import { Wallet } from "lucide-react";
import { Link } from "react-router";

/**
 * Where a paywalled blog's subscription prices and payouts are set. The pricing form (monthly and
 * yearly prices, payouts through Stripe) takes this component's place; until then it says how
 * subscriptions work and where the dashboard of subscribers and earnings lives.
 */
export function BlogPricingSpot() {
  return (
    <section className="blog-editor__section blog-pricing-spot" id="blog-pricing" aria-labelledby="blog-pricing-title">
      <div className="section-header">
        <h2 id="blog-pricing-title">Subscriptions and payouts</h2>
      </div>
      <p className="muted">
        Readers subscribe monthly or yearly to open your paywalled recipes, collections and meal plans. Your subscribers
        and earnings are on your dashboard.
      </p>
      <div className="cluster">
        <Link to="/me/blog/dashboard" className="button button--secondary">
          <Wallet aria-hidden="true" size={18} />
          Open your dashboard
        </Link>
        <Link to="/for-bloggers/subscriptions" className="button button--ghost">
          How subscriptions work
        </Link>
      </div>
    </section>
  );
}
