/** What /api/import validates and answers; the import page's types come from here too. */
import { z } from "zod";
import {
  courses,
  diets,
  recipeVisibilities,
  ZIngredientLine,
  ZInstructionSection,
  ZNutrition,
} from "#core/recipes/recipe.schema.ts";
import { ZRecipeInput } from "#core/recipes/recipe-input.schema.ts";

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

export const ZImportDraft = z.object({
  title: z.string(),
  description: z.string(),
  servings: z.number().int().nullable(),
  yieldText: z.string().nullable(),
  prepMinutes: z.number().int().nullable(),
  cookMinutes: z.number().int().nullable(),
  totalMinutes: z.number().int().nullable(),
  ingredientGroups: z.array(z.object({ name: z.string().nullable(), lines: z.array(ZIngredientLine) })),
  instructionSections: z.array(ZInstructionSection),
  courses: z.array(z.enum(courses)),
  cuisines: z.array(z.string()),
  diets: z.array(z.enum(diets)),
  nutrition: ZNutrition.nullable(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
});

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

export const ZDraftProblem = z.object({
  field: z.enum(["title", "ingredients", "instructions", "servings", "image", "line"]),
  message: z.string(),
  groupIndex: z.number().int().optional(),
  lineIndex: z.number().int().optional(),
});

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
  recipe: ZRecipeInput.pick({
    title: true,
    description: true,
    servings: true,
    yieldText: true,
    prepMinutes: true,
    cookMinutes: true,
    totalMinutes: true,
    ingredientGroups: true,
    instructionSections: true,
    courses: true,
    cuisines: true,
    diets: true,
    nutrition: true,
    videoUrl: true,
  }),
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
});
export type TImportResult = z.infer<typeof ZImportResult>;
