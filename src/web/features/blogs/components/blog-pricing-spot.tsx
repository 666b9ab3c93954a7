import { Wallet } from "lucide-react";
import { Link } from "react-router";
import type { TBlogPrices, TPayoutStatus } from "#core/subscriptions/subscription.schema.ts";
import { BlogPricingForm } from "#web/features/subscriptions/components/blog-pricing-form.tsx";

/**
 * A paywalled blog's subscriptions: its monthly and yearly prices and its payout account, then the
 * way to the dashboard of subscribers and earnings.
 */
export function BlogPricingSpot({ pricing }: { pricing: { prices: TBlogPrices | null; payouts: TPayoutStatus } }) {
  return (
    <section className="blog-editor__section blog-pricing-spot" id="blog-pricing" aria-labelledby="blog-pricing-title">
      <div className="section-header">
        <h2 id="blog-pricing-title">Subscriptions and payouts</h2>
      </div>
      <p className="muted">
        Readers subscribe monthly or yearly to open your paywalled recipes, collections and meal plans. Your subscribers
        and earnings are on your dashboard.
      </p>
      <BlogPricingForm prices={pricing.prices} payouts={pricing.payouts} />
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
