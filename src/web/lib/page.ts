/**
 * Page props as React Router conventions:
 * - layout switches live in a route's `handle` (`hasPageLayout`, `hasScrollContainer`, both default on);
 * - title / description / share image come from the route's `meta` export built with `pageMeta`.
 */
import type { MetaDescriptor } from "react-router";
import type { TPersonalStateQuery } from "#core/me/me.api.ts";

export interface TPageHandle {
  /** Header, footer and bottom navigation around the page. Default true. */
  hasPageLayout?: boolean;
  /** The page scrolls inside the app's scroll container. Default true. */
  hasScrollContainer?: boolean;
  /**
   * The state the page is in, when the product names that state as a page of its own (the route
   * table's `pageStates`: /auth's phone form is "Phone Login"). Page views are named by the table.
   */
  pageState?: (page: { searchParams: URLSearchParams; loaderData: unknown }) => string | null;
  /**
   * What of the viewer's own state the page shows, when it may be served from the copy every
   * signed-in visitor shares (see features/identity/personal-state.tsx).
   */
  personalState?: (params: Record<string, string | undefined>) => TPersonalStateQuery;
}

export const productName = "Ladle";
export const defaultDescription =
  "Ladle: recipes from cooks and food bloggers you love, meal plans that fit your week, and a shopping list that writes itself.";
export const defaultOgImage = "/og-preview.png";

export interface TPageMetaInput {
  /** Page title without the product suffix; omitted on the home page. */
  title?: string;
  description?: string;
  /** Absolute or site-relative image URL for link previews. */
  image?: string;
  /** og:title when it should differ from the document title. */
  ogTitle?: string;
  ogDescription?: string;
  /** The site's public origin (root loader data `publicUrl`) and the page path, for canonical and og:url. */
  publicUrl: string;
  pathname: string;
  /** noindex for private pages. */
  noIndex?: boolean;
}

export function pageMeta(input: TPageMetaInput): MetaDescriptor[] {
  const title = input.title
    ? `${input.title} · ${productName}`
    : `${productName} · Recipes, meal plans and creator blogs`;
  const description = input.description ?? defaultDescription;
  const url = `${input.publicUrl}${input.pathname}`;
  const rawImage = input.image ?? defaultOgImage;
  const image = /^https?:\/\//.test(rawImage) ? rawImage : `${input.publicUrl}${rawImage}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: productName },
    { property: "og:type", content: "website" },
    { property: "og:title", content: input.ogTitle ?? input.title ?? productName },
    { property: "og:description", content: input.ogDescription ?? description },
    { property: "og:image", content: image },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noIndex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
