/**
 * schema.org data for pages other than a recipe (src/core/recipes/json-ld.ts builds that one): a
 * person's profile, a blog, the trail of pages above this one, and lists of recipes, in the shapes
 * Google documents for its rich results (ProfilePage, BreadcrumbList, and ItemList as a summary
 * page: each ListItem with its position and the URL of its own page). Pure: callers pass only what
 * the page may show everyone, so nothing behind a paywall can end up here. URLs may be site-relative
 * and are made absolute against `origin`.
 */
import type { TJsonLd } from "../recipes/json-ld.ts";

export type { TJsonLd };

const context = "https://schema.org";

/** A site-relative or absolute URL, absolute. */
export function toAbsoluteUrl(origin: string, href: string): string {
  return new URL(href, origin.endsWith("/") ? origin : `${origin}/`).toString();
}

/** Leaves out what is undefined, null or empty, as Google reads a present empty field as an error. */
function compact(value: TJsonLd): TJsonLd {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

export interface TPersonSource {
  name: string;
  username: string;
  bio?: string | null;
  avatarUrl?: string | null;
  /** Their blog's address, when they have one. */
  blogUrl?: string | null;
}

/** The person a page is about, or who wrote something. */
export function buildPerson(origin: string, person: TPersonSource): TJsonLd {
  return compact({
    "@type": "Person",
    name: person.name,
    alternateName: `@${person.username}`,
    identifier: person.username,
    url: toAbsoluteUrl(origin, `/u/${person.username}`),
    description: person.bio ?? undefined,
    image: person.avatarUrl ? toAbsoluteUrl(origin, person.avatarUrl) : undefined,
    sameAs: person.blogUrl ? [toAbsoluteUrl(origin, person.blogUrl)] : undefined,
  });
}

/** A profile page: Google's ProfilePage, whose main entity is the Person. */
export function buildProfilePage(origin: string, person: TPersonSource): TJsonLd {
  return {
    "@context": context,
    "@type": "ProfilePage",
    url: toAbsoluteUrl(origin, `/u/${person.username}`),
    mainEntity: buildPerson(origin, person),
  };
}

export interface TBlogSource {
  name: string;
  /** The blog's canonical address. */
  url: string;
  description?: string | null;
  imageUrl?: string | null;
  author: TPersonSource;
}

export function buildBlog(origin: string, blog: TBlogSource): TJsonLd {
  return compact({
    "@context": context,
    "@type": "Blog",
    name: blog.name,
    url: toAbsoluteUrl(origin, blog.url),
    description: blog.description ?? undefined,
    image: blog.imageUrl ? toAbsoluteUrl(origin, blog.imageUrl) : undefined,
    author: buildPerson(origin, blog.author),
    inLanguage: "en",
  });
}

export interface TCrumb {
  name: string;
  url: string;
}

/** Home › … › this page; each crumb names its page and links it. */
export function buildBreadcrumbs(origin: string, crumbs: readonly TCrumb[]): TJsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: toAbsoluteUrl(origin, crumb.url),
    })),
  };
}

/**
 * A list of pages (recipes, plans): a summary page's ItemList, where each item is only a position
 * and the URL of the page that has the details. Google wants those pages on the same site. None
 * for an empty list, which Google reports as an error.
 */
export function buildItemList(origin: string, list: { name?: string; urls: readonly string[] }): TJsonLd | null {
  if (list.urls.length === 0) return null;
  return compact({
    "@context": context,
    "@type": "ItemList",
    name: list.name,
    numberOfItems: list.urls.length,
    itemListElement: list.urls.map((url, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: toAbsoluteUrl(origin, url),
    })),
  });
}

/** Recipe pages' addresses, for an ItemList of recipes. */
export function recipeUrlsOf(recipes: readonly { id: string }[]): string[] {
  return recipes.map((recipe) => `/recipe/${recipe.id}`);
}
