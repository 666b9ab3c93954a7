import { Check, Copy, Users } from "lucide-react";
import { Link } from "react-router";
import { useCopyText } from "#web/lib/copy-text.ts";

/**
 * What a paywalled blog without subscribers yet sees instead of empty charts: the two things that
 * bring the first ones, setting prices and sharing the blog's link.
 */
export function FirstSubscribers({ hasPrices, blogUrl }: { hasPrices: boolean; blogUrl: string }) {
  const { isCopied, copy } = useCopyText();
  return (
    <section className="dashboard-empty card" aria-labelledby="dashboard-empty-title">
      <Users aria-hidden="true" size={32} className="dashboard-empty__icon" />
      <h2 id="dashboard-empty-title">No subscribers yet</h2>
      <p>
        Your charts fill in from your first subscriber.{" "}
        {hasPrices
          ? "Your prices are set: now tell your readers where to subscribe."
          : "Start by setting a monthly price, then tell your readers where to subscribe."}
      </p>
      <ol className="dashboard-empty__steps">
        <li className={hasPrices ? "is-done" : undefined}>
          {hasPrices ? <Check aria-hidden="true" size={18} /> : null}
          {hasPrices ? (
            <span>
              Prices set. <Link to="/me/blog#blog-pricing">Change them</Link>
            </span>
          ) : (
            <Link to="/me/blog#blog-pricing" className="button">
              Set your prices
            </Link>
          )}
        </li>
        <li>
          <span className="dashboard-empty__share">
            <label htmlFor="dashboard-blog-link">Share your blog</label>
            <input
              id="dashboard-blog-link"
              className="input"
              readOnly
              value={blogUrl}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="button button--secondary" onClick={() => copy(blogUrl, "Link copied.")}>
              {isCopied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
              {isCopied ? "Copied" : "Copy link"}
            </button>
          </span>
        </li>
      </ol>
    </section>
  );
}
