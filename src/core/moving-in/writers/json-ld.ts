/**
 * A Ladle recipe as schema.org Recipe JSON-LD: the recipe page's own builder, so a download says
 * exactly what the page tells search engines, with the whole recipe (the exporter hands over only
 * recipes the reader may read in full). The archive adds `ladle:` keys for what schema.org cannot
 * say exactly (ingredient group headings, the yield as written, visibility).
 */
import { buildRecipeJsonLd, type TJsonLd } from "../../recipes/json-ld.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { describeYields, type TExportedRecipe } from "./exported-recipe.ts";

/** The recipe's JSON-LD; `images` are URLs or archive paths, largest first. */
export function writeRecipeJsonLd(
  recipe: TExportedRecipe,
  { url, images }: { url: string; images: string[] },
): TJsonLd {
  const jsonLd = buildRecipeJsonLd(
    { ...recipe, images, rating: null, isPaywalled: false, paywalledPart: null },
    { url },
  );
  // The page the recipe came from: schema.org's word for a work this one is based on.
  return recipe.sourceUrl ? { ...jsonLd, isBasedOn: recipe.sourceUrl } : jsonLd;
}

/** The visibility an archive can restore: a draft comes back private (only its author saw it either way). */
export function archiveVisibilityOf(
  recipe: Pick<TExportedRecipe, "visibility">,
): NonNullable<TMovedRecipe["ladle"]>["visibility"] {
  return recipe.visibility === "draft" ? "private" : recipe.visibility;
}

/**
 * The archive's copy: the JSON-LD with photos as paths inside the archive (never resolved against
 * the site) and Ladle's extension keys.
 */
export function writeArchiveRecipe(
  recipe: TExportedRecipe,
  { url, photoPaths }: { url: string; photoPaths: string[] },
): TJsonLd {
  const jsonLd = writeRecipeJsonLd(recipe, { url, images: [] });
  const { image: _noImage, ...rest } = jsonLd;
  return {
    ...rest,
    ...(photoPaths.length > 0 && { image: photoPaths }),
    "ladle:id": recipe.id,
    "ladle:visibility": recipe.visibility,
    "ladle:notes": recipe.kept?.notes ?? null,
    "ladle:rating": recipe.kept?.rating ?? null,
    "ladle:tags": recipe.kept?.tags ?? [],
    "ladle:yields": describeYields(recipe),
    "ladle:attribution": recipe.attribution,
    "ladle:ingredientGroups": recipe.ingredientGroups.map((group) => ({
      name: group.name,
      lines: group.lines.map((line) => line.text),
    })),
    "ladle:instructionSections": recipe.instructionSections,
  };
}
