/**
 * Structured data of a blog's pages, built by their loaders (so no builder reaches the browser):
 * the Blog on its front page, the breadcrumbs of every page (Ladle › the blog › this page), and
 * the list the page shows. Lists carry page addresses only, so a paywalled recipe's or plan's
 * contents never appear.
 */
import type { TBlogHeader } from "#core/blogs/blog.schema.ts";
import { buildBlog, buildBreadcrumbs, buildItemList, type TJsonLd } from "#core/seo/structured-data.ts";

export function buildBlogJsonLd({
  origin,
  blog,
  subPage,
  list,
}: {
  origin: string;
  blog: TBlogHeader;
  /** A page under the blog (a category, its featured recipes); none for the front page. */
  subPage?: { name: string; path: string };
  /** The pages the page lists, in its order. */
  list?: { name: string; urls: string[] };
}): TJsonLd[] {
  // Where the blog lives for search engines, whichever of its addresses was opened.
  const blogPath = `/blogs/${blog.id}`;
  const crumbs = [
    { name: "Ladle", url: "/" },
    { name: blog.title, url: blogPath },
    ...(subPage ? [{ name: subPage.name, url: subPage.path }] : []),
  ];
  const blogData = subPage
    ? null
    : buildBlog(origin, {
        name: blog.title,
        url: blogPath,
        description: blog.description,
        imageUrl: blog.bannerUrl ?? blog.avatarUrl,
        author: { name: blog.owner.name, username: blog.owner.username, avatarUrl: blog.owner.avatarUrl },
      });
  const listData = list ? buildItemList(origin, list) : null;
  return [blogData, buildBreadcrumbs(origin, crumbs), listData].filter((item): item is TJsonLd => item !== null);
}
