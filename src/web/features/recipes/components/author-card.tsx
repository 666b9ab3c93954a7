import { Pencil } from "lucide-react";
import { Link } from "react-router";
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import type { TRecipeAuthor } from "#core/recipes/recipe-view.schema.ts";
import { CreatorAvatar } from "#web/features/creators/components/creator-avatar.tsx";
import { DeferredFollowButton } from "#web/features/follows/components/deferred-follow-button.tsx";

/**
 * Who wrote the recipe, their blog, and a follow button; on your own recipe, Edit in its place. The
 * copy of the page every signed-in reader shares has the follow button: its author's Edit takes the
 * same space once the page knows who reads it, so nothing on the page moves.
 */
export function AuthorCard({
  author,
  blog,
  isPaywalledBlog,
  followStatus,
  isOwner,
  editHref,
}: {
  author: TRecipeAuthor;
  blog: { title: string; shortlink: string } | null;
  isPaywalledBlog: boolean;
  followStatus: TFollowStatus;
  isOwner: boolean;
  /** Set for the author. */
  editHref: string | null;
}) {
  const profileHref = `/u/${encodeURIComponent(author.username)}`;
  const blogHref = blog
    ? isPaywalledBlog
      ? `/p/blogs/${encodeURIComponent(blog.shortlink)}`
      : `${profileHref}/blog`
    : null;
  return (
    <div className="author-card">
      <CreatorAvatar name={author.name} avatarUrl={author.avatarUrl} size={48} />
      <div className="author-card__text">
        <p className="author-card__by">
          <span className="muted">Recipe by </span>
          <Link to={profileHref} className="author-card__name">
            {author.name}
          </Link>
        </p>
        {blog && blogHref ? (
          <Link to={blogHref} className="author-card__blog">
            {blog.title}
          </Link>
        ) : (
          <span className="author-card__blog muted">@{author.username}</span>
        )}
      </div>
      {!isOwner ? (
        <DeferredFollowButton userId={author.id} name={author.name} status={followStatus} />
      ) : editHref ? (
        <Link to={editHref} className="button button--secondary author-card__edit">
          <Pencil aria-hidden="true" size={18} />
          Edit
        </Link>
      ) : null}
    </div>
  );
}
