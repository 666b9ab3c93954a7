import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { TBlogHeader } from "#core/blogs/blog.schema.ts";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import type { TBlogPrices } from "#core/subscriptions/subscription.schema.ts";
import { DeferredNewsletterOptIn } from "#web/features/convertkit/components/deferred-newsletter-opt-in.tsx";
import { CreatorAvatar } from "#web/features/creators/components/creator-avatar.tsx";
import { DeferredFollowButton } from "#web/features/follows/components/deferred-follow-button.tsx";
import { SubscribedNotice, useIsSubscribedArrival } from "#web/features/subscriptions/components/subscribed-notice.tsx";
import { BlogSubscribeSpot } from "./blog-subscribe-spot.tsx";

/**
 * The top of every blog page, so a blog looks like its creator's own site: the banner, the avatar,
 * the name and the about line, then Follow (or Edit for its owner) and, on a paywalled blog, the
 * call to subscribe for readers who have not.
 */
export function BlogHero({
  blog,
  homePath,
  isOwner,
  hasPaidAccess,
  followStatus,
  subscribePrices,
  isSignedIn,
  isCompact = false,
}: {
  blog: TBlogHeader;
  homePath: string;
  isOwner: boolean;
  hasPaidAccess: boolean;
  followStatus: TFollowStatus;
  subscribePrices: TBlogPrices | null;
  isSignedIn: boolean;
  /** Inner pages show the about line only on the blog's home. */
  isCompact?: boolean;
}) {
  const isSubscribedArrival = useIsSubscribedArrival();
  return (
    <header className={`blog-hero${isCompact ? " blog-hero--compact" : ""}`}>
      <div className="blog-hero__banner">
        {/* The largest thing a blog's first screen draws: fetched before the page's scripts. */}
        {blog.bannerUrl ? (
          <img src={blog.bannerUrl} alt="" width={1600} height={480} fetchPriority="high" decoding="async" />
        ) : null}
      </div>
      <div className="blog-hero__body">
        <span className="blog-hero__avatar">
          <CreatorAvatar name={blog.title} avatarUrl={blog.avatarUrl} size={isCompact ? 72 : 112} />
        </span>
        <div className="blog-hero__text">
          <p className="eyebrow">
            A blog by{" "}
            <Link to={`/u/${blog.owner.username}`} className="blog-hero__owner">
              {blog.owner.name}
            </Link>
          </p>
          {isCompact ? (
            <p className="blog-hero__title">
              <Link to={homePath}>{blog.title}</Link>
            </p>
          ) : (
            <h1 className="blog-hero__title">{blog.title}</h1>
          )}
          {!isCompact && blog.description ? <p className="blog-hero__about">{blog.description}</p> : null}
        </div>
        <div className="blog-hero__actions">
          {isOwner ? (
            <Link to="/me/blog" className="button button--secondary">
              <Pencil aria-hidden="true" size={18} />
              Edit your blog
            </Link>
          ) : (
            // The creator's Follow button (follows the blog's owner) and, for a signed-in reader, the
            // choice to get their newsletter.
            <>
              <DeferredFollowButton userId={blog.owner.id} name={blog.owner.name} status={followStatus} />
              {isSignedIn ? <DeferredNewsletterOptIn creatorId={blog.owner.id} creatorName={blog.owner.name} /> : null}
            </>
          )}
        </div>
      </div>
      {blog.hasPaywalledContent && !isOwner && isSubscribedArrival ? (
        // Back from a paid checkout: said in place of the call to subscribe, never a second call.
        <SubscribedNotice blogTitle={blog.title} hasPaidAccess={hasPaidAccess} />
      ) : blog.hasPaywalledContent && !hasPaidAccess && !isOwner ? (
        <BlogSubscribeSpot blog={blog} prices={subscribePrices} isSignedIn={isSignedIn} />
      ) : null}
    </header>
  );
}
