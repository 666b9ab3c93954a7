import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { TBlogPrices } from "#core/subscriptions/subscription.schema.ts";
import { DeferredSubscribeCall } from "#web/features/subscriptions/components/deferred-subscribe-call.tsx";
import { track } from "#web/lib/analytics.ts";

/**
 * Where a paywalled recipe's ingredients and method would be. The lines behind the card are
 * decoration: the page never receives the real ones.
 */
export function PaywallTeaser({
  recipe,
  isSignedIn,
  prices = null,
}: {
  recipe: {
    id: string;
    title: string;
    blog: { id: string; title: string; shortlink: string } | null;
    author: { name: string } | null;
  };
  isSignedIn: boolean;
  /** The blog's prices when it takes subscriptions: the card then starts the checkout itself. */
  prices?: TBlogPrices | null;
}) {
  return (
    <section className="paywall" aria-labelledby="paywall-title" data-paywall-teaser="">
      <div className="paywall__ghost" aria-hidden="true">
        {[92, 70, 84, 60, 76, 88, 54, 80, 66, 90, 58, 74, 86, 62].map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: decorative bars.
          <span key={index} style={{ width: `${width}%` }} />
        ))}
      </div>
      <PaywallCard
        titleId="paywall-title"
        blog={recipe.blog}
        isSignedIn={isSignedIn}
        action="Subscribe to read"
        trackedAs={{ recipe_id: recipe.id, recipe_title: recipe.title }}
        subscribe={
          recipe.blog && prices ? (
            <DeferredSubscribeCall
              blogId={recipe.blog.id}
              blogName={recipe.blog.title}
              prices={prices}
              isSignedIn={isSignedIn}
            />
          ) : null
        }
      >
        Subscribe to read the ingredients and method of {recipe.title}
        {recipe.author ? `, and every subscriber recipe from ${recipe.author.name}` : ""}.
      </PaywallCard>
    </section>
  );
}

/**
 * The invitation to subscribe to a blog (a paywalled recipe or collection): what subscribing opens,
 * the way to the blog, and a way in for a subscriber who is not signed in.
 */
export function PaywallCard({
  titleId,
  blog,
  isSignedIn,
  action,
  trackedAs,
  children,
  subscribe = null,
}: {
  titleId: string;
  blog: { title: string; shortlink: string } | null;
  isSignedIn: boolean;
  /** The button's text. */
  action: string;
  /** Properties of the "subscription get-started click" event. */
  trackedAs: Record<string, string>;
  /** What subscribing opens, in a sentence. */
  children: ReactNode;
  /** A call that starts the checkout, in place of the link to the blog. */
  subscribe?: ReactNode;
}) {
  const location = useLocation();
  const subscribeHref = blog ? `/p/blogs/${encodeURIComponent(blog.shortlink)}` : "/for-bloggers/subscriptions";
  return (
    <div className="paywall__card">
      <span className="paywall__icon">
        <Lock aria-hidden="true" size={22} />
      </span>
      <h2 id={titleId}>For subscribers of {blog?.title ?? "this blog"}</h2>
      <p>{children}</p>
      {subscribe ?? (
        <Link to={subscribeHref} className="button" onClick={() => track("subscription get-started click", trackedAs)}>
          {action}
        </Link>
      )}
      {isSignedIn || subscribe ? null : (
        <p className="paywall__sign-in muted">
          Already a subscriber? <Link to={`/auth?redirectTo=${encodeURIComponent(location.pathname)}`}>Sign in</Link>
        </p>
      )}
    </div>
  );
}
