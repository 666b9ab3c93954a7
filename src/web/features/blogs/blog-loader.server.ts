/**
 * What every reader-facing blog page loads: the blog named by its address (/blogs/{id},
 * /u/{username}/blog or /p/blogs/{shortlink}), the reader's follow status for its creator, and where
 * the blog's own pages live for this address.
 */
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { isUuid } from "#core/text/uuid.ts";
import type { TAppContext } from "#web/context.ts";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";

type TBlogParams = { blogId?: string; shortlink?: string; username?: string };

export function blogRefOf(params: TBlogParams) {
  if (params.shortlink) return { shortlink: params.shortlink };
  if (params.username) return { username: params.username };
  const blogId = params.blogId ?? "";
  return isUuid(blogId) ? { id: blogId } : { shortlink: blogId };
}

export async function loadBlogForReader({ services, viewer }: TAppContext, params: TBlogParams) {
  const viewerId = viewer?.userId ?? null;
  const page = await services.blogs.loadPage({ ref: blogRefOf(params), viewerId }).catch(throwAsPageError);
  const isOwner = viewerId === page.blog.owner.id;
  const followStatus: TFollowStatus =
    viewerId && !isOwner
      ? await services.follows.findStatus({ followerId: viewerId, followeeId: page.blog.owner.id })
      : "none";
  // Under /p/blogs/{shortlink} the blog's pages stay there; elsewhere they live under its id.
  const basePath = params.shortlink ? `/p/blogs/${page.blog.shortlink}` : `/blogs/${page.blog.id}`;
  // A reader without paid access is offered the subscription (its price is the same for everyone).
  const isOffered = page.blog.hasPaywalledContent && !isOwner && !page.hasPaidAccess;
  const offer = isOffered
    ? await services.subscriptions.findBlogOffer({ blogId: page.blog.id }).catch(() => null)
    : null;
  const subscribePrices = offer?.isTakingSubscriptions ? offer.prices : null;
  return { ...page, isOwner, followStatus, basePath, subscribePrices, isSignedIn: viewerId !== null };
}
