import { Link } from "react-router";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { track } from "#web/lib/analytics.ts";

/**
 * "Get started" on the pages for bloggers: Your blog for a blogger, "Start your blog" on the profile
 * for a cook without one, and sign-in first (coming back to Your blog) for a visitor.
 */
export function BloggerGetStarted({ page }: { page: "about" | "subscriptions" }) {
  const { role } = useAuth();
  const to =
    role === "BLOG_CREATOR" || role === "PAYWALLED_BLOG_CREATOR"
      ? "/me/blog"
      : role === "AUTHORIZED_USER"
        ? "/me#start-blog"
        : `/auth?redirectTo=${encodeURIComponent("/me/blog")}`;
  return (
    <Link to={to} className="page-button" onClick={() => track("subscription get-started click", { page })}>
      Get started
    </Link>
  );
}
