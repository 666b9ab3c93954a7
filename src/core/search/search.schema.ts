/**
 * The /search page's URL (`/search?q=…&diet=vegan&course=dinner…`) and GET /api/search/recipes
 * share this schema, so a shared link and an API call mean the same search.
 */
import { z } from "zod";
import { pageOf } from "../api/paging.ts";
import { courses, diets } from "../recipes/recipe.schema.ts";
import { ZRecipeCard } from "../recipes/recipe-view.schema.ts";

const toArray = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const toBoolean = (value: unknown) => (value === "" || value === undefined ? undefined : value);

export const searchPageSizeMax = 48;
/** Deep paging stops here: past it, refine the search. */
export const searchMaxPage = 50;

/**
 * The API refuses a bad parameter with a 400, like every other endpoint; the /search page reads
 * its address leniently instead (a hand-edited link still shows a page), through the same fields.
 */
function recipeSearchFields(isLenient: boolean) {
  const loose = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
    isLenient ? schema.catch(fallback) : schema;
  return {
    q: z.string().trim().max(200).default(""),
    /** Every listed diet must apply. */
    diet: z.preprocess(toArray, z.array(z.enum(diets)).max(diets.length)).default([]),
    course: loose(z.enum(courses).optional(), undefined),
    cuisine: loose(z.string().trim().min(1).max(40).optional(), undefined),
    maxMinutes: loose(z.coerce.number().int().min(1).max(10_000).optional(), undefined),
    hasImage: loose(z.preprocess(toBoolean, z.stringbool().optional()), undefined),
    hasVideo: loose(z.preprocess(toBoolean, z.stringbool().optional()), undefined),
    page: loose(z.coerce.number().int().min(1).max(searchMaxPage).default(1), 1),
    pageSize: loose(z.coerce.number().int().min(1).max(searchPageSizeMax).default(20), 20),
  };
}

export const ZRecipeSearchParams = z.object(recipeSearchFields(false));
export const ZRecipeSearchAddress = z.object(recipeSearchFields(true));
export type TRecipeSearchParams = z.infer<typeof ZRecipeSearchParams>;

export const ZUserSearchParams = z.object({
  q: z.string().trim().max(100).default(""),
  page: z.coerce.number().int().min(1).max(searchMaxPage).default(1),
});
export const ZUserSearchAddress = ZUserSearchParams.extend({
  page: z.coerce.number().int().min(1).max(searchMaxPage).default(1).catch(1),
});
export type TUserSearchParams = z.infer<typeof ZUserSearchParams>;

/** A piece of highlighted text: render `isMatch` pieces as <mark>. Plain text, never HTML. */
export const ZTextSegment = z.object({ text: z.string(), isMatch: z.boolean() });
export type TTextSegment = z.infer<typeof ZTextSegment>;

export const ZSearchHit = ZRecipeCard.extend({ titleSegments: z.array(ZTextSegment), snippet: z.array(ZTextSegment) });
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZRecipeSearchResult = pageOf(ZSearchHit).extend({
  /** The total stopped counting at its cap ("1,000+"). */
  isTotalCapped: z.boolean(),
  /** Misspelt words that were searched as their nearest known word. */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  mode: z.enum(["fulltext", "trigram", "filters"]),
});
export type TRecipeSearchResult = z.infer<typeof ZRecipeSearchResult>;

export const ZUserHit = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  isPublic: z.boolean(),
  bio: z.string(),
});
export type TUserHit = z.infer<typeof ZUserHit>;

export const ZUserSearchResult = pageOf(ZUserHit).extend({ isTotalCapped: z.boolean() });
export type TUserSearchResult = z.infer<typeof ZUserSearchResult>;
