import { Lock } from "lucide-react";
import { Link, useLocation } from "react-router";
import { track } from "#web/lib/analytics.ts";

/**
 * Where a paywalled recipe's ingredients and method would be. The lines behind the card are
 * decoration: the page never receives the real ones.
 */
export function PaywallTeaser({
  recipe,
  isSignedIn,
}: {
  recipe: {
    id: string;
    title: string;
    blog: { title: string; shortlink: string } | null;
    author: { name: string } | null;
  };
  isSignedIn: boolean;
}) {
  const location = useLocation();
  const blogTitle = recipe.blog?.title ?? "this blog";
  const subscribeHref = recipe.blog
    ? `/p/blogs/${encodeURIComponent(recipe.blog.shortlink)}`
    : "/for-bloggers/subscriptions";
  return (
    <section className="paywall" aria-labelledby="paywall-title">
      <div className="paywall__ghost" aria-hidden="true">
        {[92, 70, 84, 60, 76, 88, 54, 80, 66, 90, 58, 74, 86, 62].map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: decorative bars.
          <span key={index} style={{ width: `${width}%` }} />
        ))}
      </div>
      <div className="paywall__card">
        <span className="paywall__icon">
          <Lock aria-hidden="true" size={22} />
        </span>
        <h2 id="paywall-title">For subscribers of {blogTitle}</h2>
        <p>
          Subscribe to read the ingredients and method of {recipe.title}
          {recipe.author ? `, and every subscriber recipe from ${recipe.author.name}` : ""}.
        </p>
        <Link
          to={subscribeHref}
          className="button"
          onClick={() => track("subscription get-started click", { recipe_id: recipe.id, recipe_title: recipe.title })}
        >
          Subscribe to read
        </Link>
        {isSignedIn ? null : (
          <p className="paywall__sign-in muted">
            Already a subscriber? <Link to={`/auth?redirectTo=${encodeURIComponent(location.pathname)}`}>Sign in</Link>
          </p>
        )}
      </div>
    </section>
  );
}
