/**
 * What a recipe page tells link previews and search engines, built by its loader so none of this
 * reaches the browser: title, description, the share image with its size, and the Recipe and
 * BreadcrumbList JSON-LD. The description is the one the teaser shows too, and a paywalled
 * recipe's JSON-LD is the teaser's for everyone, subscribers included: its ingredients, steps,
 * nutrition and video never reach a preview or a search engine.
 */
import { buildRecipeJsonLd, type TJsonLd } from "#core/recipes/json-ld.ts";
import type { TRecipeView } from "#core/recipes/recipe-view.schema.ts";
import { findSocialImage } from "#core/recipes/share-images.ts";
import { buildBreadcrumbs } from "#core/seo/structured-data.ts";
import { productName, type TShareImageMeta } from "#web/lib/page.ts";

/** The uploaded widths, largest first; the image itself when there are none. */
function imagesOf(recipe: Pick<TRecipeView, "imageUrl" | "imageVariants">): string[] {
  if (recipe.imageVariants.length > 0)
    return [...recipe.imageVariants].sort((a, b) => b.width - a.width).map((v) => v.url);
  return recipe.imageUrl ? [recipe.imageUrl] : [];
}

function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The 16:9 rendition with its size; the recipe's own image until the renditions are made. */
function shareImageOf(recipe: TRecipeView): TShareImageMeta | undefined {
  const alt = `${recipe.title}, on Ladle`;
  const social = findSocialImage(recipe.shareImages);
  if (social) return { url: social.url, width: social.width, height: social.height, alt };
  const image = imagesOf(recipe)[0];
  return image ? { url: image, alt } : undefined;
}

function buildJsonLd(recipe: TRecipeView, origin: string): TJsonLd[] {
  const path = `/recipe/${recipe.id}`;
  const isPaywalled = recipe.visibility === "paywalled";
  const full = recipe.access === "full" && !isPaywalled ? recipe : null;
  // Search engines get all three shapes of the raster renditions, as Google asks for recipe images.
  const images = recipe.shareImages.length > 0 ? recipe.shareImages.map((image) => image.url) : imagesOf(recipe);
  const parent = recipe.blog
    ? { name: recipe.blog.title, url: `/blogs/${recipe.blog.id}` }
    : recipe.author
      ? { name: recipe.author.name, url: `/u/${recipe.author.username}` }
      : null;
  return [
    buildRecipeJsonLd(
      {
        ...recipe,
        images,
        nutrition: full?.nutrition,
        ingredientGroups: full?.ingredientGroups,
        instructionSections: full?.instructionSections,
        videoUrl: full?.videoUrl,
        isPaywalled,
        paywalledPart: !isPaywalled ? null : recipe.access === "teaser" ? ".paywall" : ".recipe-body",
      },
      { url: `${origin}${path}` },
    ),
    buildBreadcrumbs(origin, [
      { name: productName, url: "/" },
      ...(parent ? [parent] : []),
      { name: recipe.title, url: path },
    ]),
  ];
}

export function buildRecipeShare(recipe: TRecipeView, origin: string) {
  const by = recipe.author ? ` by ${recipe.author.name}` : "";
  return {
    title: recipe.title,
    description: summarize(recipe.description || `${recipe.title}${by}, on Ladle.`),
    image: shareImageOf(recipe),
    ogType: "article" as const,
    noIndex: recipe.visibility === "private" || recipe.visibility === "draft",
    canonicalPath: `/recipe/${recipe.id}`,
    jsonLd: buildJsonLd(recipe, origin),
  };
}
