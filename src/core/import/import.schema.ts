/**
 * Recipe import: what /api/import validates and answers, and the review draft the import page edits.
 * The draft is a recipe's editable fields (src/core/recipes) as read from a page, so the review
 * editor takes it as it takes a saved recipe.
 */
import { z } from "zod";
import { courses, diets, recipeVisibilities } from "../recipes/recipe.schema.ts";
import { ZRecipeInput } from "../recipes/recipe-input.schema.ts";
import { ZEditableRecipe } from "../recipes/recipe-view.schema.ts";

const ZHttpUrl = z
  .string()
  .trim()
  .min(1, "Paste the link of the recipe's page.")
  .max(2000)
  .describe("An http or https address");

/** Pasted pages can be large; the fetcher's cap is the same. */
export const importHtmlMaxBytes = 5 * 1024 * 1024;

export const ZImportPreviewInput = z.union([
  z.object({ url: ZHttpUrl }).strict().describe("Fetch the page at this address"),
  z
    .object({ html: z.string().min(1).max(importHtmlMaxBytes), url: ZHttpUrl.optional() })
    .strict()
    .describe("The page's HTML, pasted (when the site blocks us); `url` is where it came from"),
  z
    .object({ text: z.string().trim().min(1).max(50_000) })
    .strict()
    .describe("The recipe as plain text"),
]);
export type TImportPreviewInput = z.infer<typeof ZImportPreviewInput>;

/** What an import fills in itself: the source link and credit from the page, private unless chosen. */
const importFilledFields = { sourceUrl: true, attribution: true, visibility: true } as const;

/**
 * A recipe read from a page, for review: the editable fields of a recipe without the ones the
 * import fills in itself (source link, credit, visibility), plus the page's photo. Every ingredient
 * line comes parsed; courses and diets are only the ones Ladle knows.
 */
export const ZImportDraft = ZEditableRecipe.omit(importFilledFields).extend({
  courses: z.array(z.enum(courses)),
  diets: z.array(z.enum(diets)),
  /** The page's photo (absolute http(s)); downloaded and stored only when the recipe is saved. */
  imageUrl: z.string().nullable(),
});
export type TImportDraft = z.infer<typeof ZImportDraft>;

export const ZImportSource = z.object({
  /** The page that was read (after redirects); null for pasted text. */
  url: z.string().nullable(),
  canonicalUrl: z.string().nullable(),
  siteName: z.string().max(300).nullable(),
  author: z.string().max(300).nullable(),
  /** Ladle's signature that it fetched this page itself; send it back with the save. */
  token: z.string().max(200).nullable(),
});
export type TImportSource = z.infer<typeof ZImportSource>;

export const ZExistingImport = z.object({
  recipeId: z.uuid(),
  title: z.string(),
  /** Your own earlier import (else someone's public one you can save). */
  isOwn: z.boolean(),
  author: z.object({ name: z.string(), username: z.string() }).nullable(),
});
export type TExistingImport = z.infer<typeof ZExistingImport>;

export const draftProblemFields = ["title", "ingredients", "instructions", "servings", "image", "line"] as const;
export type TDraftProblemField = (typeof draftProblemFields)[number];

export const ZDraftProblem = z.object({
  field: z.enum(draftProblemFields),
  message: z.string(),
  /** For "line": where the line is. */
  groupIndex: z.number().int().optional(),
  lineIndex: z.number().int().optional(),
});
export type TDraftProblem = z.infer<typeof ZDraftProblem>;

export const importKinds = ["url", "html", "text"] as const;

export const ZImportPreview = z.object({
  kind: z.enum(importKinds),
  draft: ZImportDraft,
  source: ZImportSource,
  /** Which reader found the recipe: json-ld, microdata, rdfa, recipe-card, heuristic, or text. */
  extractedBy: z.string(),
  problems: z.array(ZDraftProblem),
  existing: ZExistingImport.nullable(),
  timings: z.object({ fetchMs: z.number(), readMs: z.number(), parseMs: z.number() }),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

export const importVisibilities = recipeVisibilities;

export const ZImportSaveInput = z.object({
  recipe: ZRecipeInput.omit(importFilledFields),
  /** The page's photo, downloaded and stored as WebP when the recipe is saved. */
  imageUrl: z.string().trim().max(2000).nullable().default(null),
  /** Imported recipes are private unless you choose otherwise. */
  visibility: z.enum(importVisibilities).default("private"),
  source: ZImportSource.partial().default({}),
  /** When the page was imported before: "use" finds it (yours) or saves it (someone's public one); "copy" makes your own. */
  onExisting: z.enum(["use", "copy"]).default("use"),
});
export type TImportSaveInput = z.infer<typeof ZImportSaveInput>;

export const ZImportUrlInput = z.object({
  url: ZHttpUrl,
  visibility: z.enum(importVisibilities).default("private"),
});

export const importOutcomes = ["created", "existing", "saved"] as const;

export const ZImportResult = z.object({
  recipeId: z.uuid(),
  title: z.string(),
  /** created: a new recipe of yours; existing: you had imported it already; saved: someone's public import, saved to a collection of yours. */
  outcome: z.enum(importOutcomes),
  imageStatus: z.enum(["stored", "failed", "none"]),
  collection: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /**
   * Asked to publish a recipe the page gave without its ingredients or steps, the import saved it
   * private instead: what it lacks. Empty otherwise.
   */
  keptPrivateFor: z.array(z.enum(["ingredients", "steps"])),
});
export type TImportResult = z.infer<typeof ZImportResult>;
