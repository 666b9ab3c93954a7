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
/** The preview image's own size and words (public/og-preview.png). */
const defaultOgImageSize = { width: 1200, height: 630 };
const defaultOgImageAlt = "Ladle: recipes, meal plans and creator blogs";

/** A share image whose size is known: crawlers lay out the card before fetching it. */
export interface TShareImageMeta {
  url: string;
  width?: number;
  height?: number;
  /** Words for people who cannot see it (og:image:alt, twitter:image:alt). */
  alt: string;
}

/** schema.org data for search engines, rendered as `<script type="application/ld+json">` in the head. */
export type TJsonLdObject = Record<string, unknown>;

export interface TPageMetaInput {
  /** Page title without the product suffix; omitted on the home page. */
  title?: string;
  description?: string;
  /** Absolute or site-relative image URL for link previews, or the image with its size and alt text. */
  image?: string | TShareImageMeta;
  /** og:title when it should differ from the document title. */
  ogTitle?: string;
  ogDescription?: string;
  /** og:type: "article" for a recipe, "profile" for a person; "website" otherwise. */
  ogType?: "website" | "article" | "profile";
  /** The site's public origin (root loader data `publicUrl`) and the page path, for canonical and og:url. */
  publicUrl: string;
  pathname: string;
  /** noindex for private pages. */
  noIndex?: boolean;
  /** Built by the loader on the server, so no builder reaches the browser. */
  jsonLd?: readonly TJsonLdObject[];
}

function shareImageOf(input: TPageMetaInput): TShareImageMeta {
  const image = input.image;
  if (!image) return { url: defaultOgImage, ...defaultOgImageSize, alt: defaultOgImageAlt };
  // Link previews draw no SVG (a demo drawing, a generated banner): the site's preview stands in.
  if (typeof image === "string" && /\.svg(?:[?#]|$)/i.test(image))
    return { url: defaultOgImage, ...defaultOgImageSize, alt: defaultOgImageAlt };
  if (typeof image === "string") return { url: image, alt: input.ogTitle ?? input.title ?? productName };
  return image;
}

export function pageMeta(input: TPageMetaInput): MetaDescriptor[] {
  // A page named after the product itself (the installed app's start page) is just "Ladle".
  const title =
    input.title === productName
      ? productName
      : input.title
        ? `${input.title} · ${productName}`
        : `${productName} · Recipes, meal plans and creator blogs`;
  const description = input.description ?? defaultDescription;
  const url = `${input.publicUrl}${input.pathname}`;
  const shareImage = shareImageOf(input);
  const image = /^https?:\/\//.test(shareImage.url) ? shareImage.url : `${input.publicUrl}${shareImage.url}`;
  const ogTitle = input.ogTitle ?? input.title ?? productName;
  const ogDescription = input.ogDescription ?? description;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: productName },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: ogDescription },
    { property: "og:image", content: image },
    ...(shareImage.width && shareImage.height
      ? [
          { property: "og:image:width", content: String(shareImage.width) },
          { property: "og:image:height", content: String(shareImage.height) },
        ]
      : []),
    { property: "og:image:alt", content: shareImage.alt },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: ogTitle },
    { name: "twitter:description", content: ogDescription },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noIndex ? [{ name: "robots", content: "noindex" }] : []),
    ...(input.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}
