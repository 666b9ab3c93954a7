/**
 * Recipe import: fetch → extract (src/core/import) → parse every ingredient line →
 * a preview to review; saving creates the recipe through the recipes service, keeps the source
 * and attribution, stores the photo as WebP, and remembers the page so that importing it again
 * finds the recipe instead of copying it. The same steps serve the API, the import page,
 * /save_to_ladle and `ladle import`.
 */
import { and, asc, eq, inArray, ne, or } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { extractRecipe, type TExtractedRecipe } from "#core/import/extract-recipe.ts";
import type {
  TExistingImport,
  TImportDraft,
  TImportPreview,
  TImportPreviewInput,
  TImportResult,
  TImportSaveInput,
  TImportSource,
} from "#core/import/import.schema.ts";
import { importContentOf } from "#core/import/import-content.ts";
import { findDraftProblems, isUsableRecipe, toImportDraft } from "#core/import/import-draft.ts";
import { readPageMeta } from "#core/import/page-meta.ts";
import { readRecipeText } from "#core/import/recipe-text.ts";
import { findPublishingGaps } from "#core/recipes/publishing.ts";
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";
import { type TRecipeInput, ZRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import type { TDb } from "#db/client.ts";
import { collections, profiles, recipeImports, recipes } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import { consumeRateLimit, rateLimitKey, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { loopbackAllowanceFor } from "#server/net/safe-fetch.ts";
import { checkUrl, SafeFetchError } from "#server/net/url-policy.ts";
import { saveRecipe } from "../collections/saves.ts";
import { createRecipe, deleteRecipe } from "../recipes/editing.ts";
import { replaceRecipeImage } from "../recipes/images.ts";
import {
  fetchRecipeImage,
  fetchRecipePage,
  looksLikeBotChallenge,
  type TFetchOptions,
  toImportError,
} from "./fetch-page.ts";
import { isSourceSigned, signSource } from "./source-token.ts";
import { toUrlKey } from "./url-key.ts";

export type TImportStep = "checking" | "fetching" | "reading" | "parsing" | "saving" | "photo";

export interface TImportOptions {
  db: TDb;
  env: TEnv;
  userId: string;
  /** Tests shorten the timeout or fake DNS here. */
  fetchOptions?: Omit<TFetchOptions, "allowLoopback">;
  onProgress?: (step: TImportStep, detail?: string) => void;
}

/** Saving also stores the page's photo. */
export type TImportSaveOptions = TImportOptions & { storage: TStorage };

/** Per user: fetching pages (previews and one-step imports), and saves (which fetch photos). */
export const importRateLimits = {
  preview: [
    { windowSeconds: 60, max: 30 },
    { windowSeconds: 60 * 60, max: 300 },
  ],
  save: [
    { windowSeconds: 60, max: 30 },
    { windowSeconds: 60 * 60, max: 300 },
  ],
} satisfies Record<string, TRateLimitRule[]>;

export const savedRecipesCollectionName = "Saved recipes";
const pastedBaseUrl = "https://pasted.ladle.invalid/";

async function assertWithinLimit(db: TDb, purpose: "preview" | "save", userId: string) {
  const result = await consumeRateLimit({
    db,
    key: rateLimitKey(`import-${purpose}`, "user", userId),
    rules: importRateLimits[purpose],
  });
  if (!result.isAllowed) throw new AppError("RATE_LIMITED");
}

function fetchOptionsFor(options: TImportOptions): TFetchOptions {
  return { ...options.fetchOptions, allowLoopback: loopbackAllowanceFor(options.env) };
}

function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "pasted.ladle.invalid"
      ? url.href.slice(0, 2000)
      : null;
  } catch {
    return null;
  }
}

function checkedUrl(url: string, options: TImportOptions): string {
  try {
    return checkUrl(url, { allowLoopback: loopbackAllowanceFor(options.env) }).url.href;
  } catch (error) {
    if (error instanceof SafeFetchError) throw toImportError(error);
    throw error;
  }
}

// --- Finding earlier imports ----------------------------------------------------------------------

/**
 * Your own import of any of these addresses; else, for the address you asked Ladle to fetch, the
 * first public recipe another cook saved from that very address exactly as Ladle read it. A page's
 * self-declared canonical address is a hint for your own imports, never a way to reach someone
 * else's: any page can claim to be a popular recipe.
 */
export async function findExistingImport({
  db,
  userId,
  urls,
  fetchedUrl,
}: {
  db: TDb;
  userId: string;
  urls: (string | null | undefined)[];
  /** The address Ladle fetched (after redirects); null for pasted HTML or text. */
  fetchedUrl: string | null;
}): Promise<TExistingImport | null> {
  const keys = [...new Set(urls.map(toUrlKey).filter((k): k is string => k !== null))];
  if (keys.length === 0) return null;
  const matchesKey = or(inArray(recipeImports.urlKey, keys), inArray(recipeImports.requestedUrlKey, keys));
  const [own] = await db
    .select({ recipeId: recipeImports.recipeId, title: recipes.title })
    .from(recipeImports)
    .innerJoin(recipes, eq(recipes.id, recipeImports.recipeId))
    .where(and(eq(recipeImports.userId, userId), matchesKey))
    .orderBy(asc(recipeImports.createdAt))
    .limit(1);
  if (own) return { ...own, isOwn: true, author: null };
  const fetchedKey = toUrlKey(fetchedUrl);
  if (!fetchedKey) return null;
  const [shared] = await db
    .select({
      recipeId: recipeImports.recipeId,
      title: recipes.title,
      authorName: profiles.name,
      authorUsername: profiles.username,
    })
    .from(recipeImports)
    .innerJoin(recipes, eq(recipes.id, recipeImports.recipeId))
    .leftJoin(profiles, eq(profiles.id, recipeImports.userId))
    .where(
      and(
        ne(recipeImports.userId, userId),
        eq(recipeImports.isVerbatim, true),
        eq(recipes.visibility, "public"),
        eq(recipeImports.requestedUrlKey, fetchedKey),
      ),
    )
    .orderBy(asc(recipeImports.createdAt))
    .limit(1);
  if (!shared) return null;
  return {
    recipeId: shared.recipeId,
    title: shared.title,
    isOwn: false,
    author: shared.authorUsername ? { name: shared.authorName ?? "", username: shared.authorUsername } : null,
  };
}

/** Puts someone's public recipe into your "Saved recipes" collection (made on first use). */
async function saveToCollection(db: TDb, userId: string, recipeId: string) {
  const [collection] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.ownerId, userId), eq(collections.name, savedRecipesCollectionName)))
    .orderBy(asc(collections.createdAt))
    .limit(1);
  const result = await saveRecipe({
    db,
    userId,
    recipeId,
    input: collection ? { collectionId: collection.id } : { newCollectionName: savedRecipesCollectionName },
  });
  return result.collection;
}

async function resolveExisting(db: TDb, userId: string, existing: TExistingImport): Promise<TImportResult> {
  if (existing.isOwn) {
    return {
      recipeId: existing.recipeId,
      title: existing.title,
      outcome: "existing",
      imageStatus: "none",
      collection: null,
      keptPrivateFor: [],
    };
  }
  const collection = await saveToCollection(db, userId, existing.recipeId);
  return {
    recipeId: existing.recipeId,
    title: existing.title,
    outcome: "saved",
    imageStatus: "none",
    collection,
    keptPrivateFor: [],
  };
}

// --- Preview ----------------------------------------------------------------------------------------

function elapsed(since: number): number {
  return Math.round(performance.now() - since);
}

function sourceOf(recipe: TExtractedRecipe, pageUrl: string | null): Omit<TImportSource, "token"> {
  return {
    url: httpUrlOrNull(pageUrl),
    canonicalUrl: httpUrlOrNull(recipe.canonicalUrl),
    siteName: recipe.siteName?.slice(0, 300) || null,
    author: recipe.author?.slice(0, 300) || null,
  };
}

function notARecipe(html: string | null): AppError {
  return html !== null && looksLikeBotChallenge(html)
    ? new AppError("IMPORT_BLOCKED")
    : new AppError("IMPORT_NOT_RECIPE");
}

/** Reads a recipe from an address, pasted HTML or pasted text, for review. Nothing is saved. */
export async function previewImport(options: TImportOptions & { input: TImportPreviewInput }): Promise<TImportPreview> {
  const { db, env, userId, input, onProgress } = options;
  await assertWithinLimit(db, "preview", userId);
  const timings = { fetchMs: 0, readMs: 0, parseMs: 0 };
  let recipe: TExtractedRecipe | null;
  let pageUrl: string | null = null;
  let kind: TImportPreview["kind"];

  if ("text" in input) {
    kind = "text";
    onProgress?.("reading");
    const started = performance.now();
    recipe = readRecipeText(input.text);
    timings.readMs = elapsed(started);
    if (!recipe) {
      throw new AppError("IMPORT_NOT_RECIPE", {
        message: "We couldn't find a recipe in that text. Put the title first, then the ingredients, then the steps.",
      });
    }
  } else {
    let html: string;
    if ("html" in input) {
      kind = "html";
      html = input.html;
      const givenUrl = input.url ? checkedUrl(input.url, options) : null;
      pageUrl = givenUrl ?? httpUrlOrNull(readPageMeta(html).canonicalUrl);
    } else {
      kind = "url";
      const url = checkedUrl(input.url, options);
      onProgress?.("fetching", url);
      const started = performance.now();
      const page = await fetchRecipePage(url, fetchOptionsFor(options));
      timings.fetchMs = elapsed(started);
      html = page.html;
      pageUrl = page.url;
    }
    onProgress?.("reading");
    const started = performance.now();
    recipe = extractRecipe(html, pageUrl ?? pastedBaseUrl);
    timings.readMs = elapsed(started);
    if (!isUsableRecipe(recipe)) throw notARecipe(html);
  }

  onProgress?.("parsing");
  const started = performance.now();
  const draft = toImportDraft(recipe);
  if (draft.imageUrl && !httpUrlOrNull(draft.imageUrl)) draft.imageUrl = null;
  const problems = findDraftProblems(draft);
  timings.parseMs = elapsed(started);

  const source = sourceOf(recipe, pageUrl);
  const token = kind === "url" ? signSource(env.authSecret, source, importContentOf(draft, draft.imageUrl)) : null;
  const requested = "url" in input ? input.url : null;
  const existing =
    kind === "text"
      ? null
      : await findExistingImport({
          db,
          userId,
          urls: [source.canonicalUrl, source.url, requested],
          fetchedUrl: kind === "url" ? source.url : null,
        });
  return {
    kind,
    draft,
    source: { ...source, token },
    extractedBy: kind === "text" ? "text" : recipe.source,
    problems,
    existing,
    timings,
  };
}

// --- Save -------------------------------------------------------------------------------------------

/** "Jane Doe at Example Kitchen"; the site's host when the page names nobody. */
export function formatAttribution(source: Partial<TImportSource>): string | null {
  const author = source.author?.trim() || null;
  const site = source.siteName?.trim() || null;
  const parts = author && site && author.toLowerCase() === site.toLowerCase() ? [author] : [author, site];
  const text = parts.filter(Boolean).join(" at ");
  if (text) return text.slice(0, 300);
  const url = httpUrlOrNull(source.canonicalUrl ?? source.url ?? null);
  return url ? new URL(url).hostname.replace(/^www\./, "") : null;
}

function lineText(line: string | TIngredientLine): string {
  return typeof line === "string" ? line : line.text;
}

/**
 * The recipe service's input; it parses each line (with the import engine's parser) as it stores
 * it. A page read without its ingredients or its steps cannot be published (a product rule): asked
 * to, the import keeps it private rather than refuse it, and says what it lacks.
 */
function toRecipeInput(
  recipe: TImportSaveInput["recipe"],
  source: Partial<TImportSource>,
  visibility: TImportSaveInput["visibility"],
): { input: TRecipeInput; keptPrivateFor: TImportResult["keptPrivateFor"] } {
  const sourceUrl = httpUrlOrNull(source.canonicalUrl ?? null) ?? httpUrlOrNull(source.url ?? null);
  const parsed = ZRecipeInput.safeParse({
    ...recipe,
    ingredientGroups: recipe.ingredientGroups.map((group) => ({
      name: group.name,
      lines: group.lines.map(lineText).filter((text) => text.trim()),
    })),
    sourceUrl,
    attribution: formatAttribution(source),
    visibility,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("VALIDATION_FAILED", { message: `${issue.path.join(".")}: ${issue.message}` });
  }
  const gaps = findPublishingGaps(parsed.data);
  if (gaps.length === 0) return { input: parsed.data, keptPrivateFor: [] };
  return { input: { ...parsed.data, visibility: "private" }, keptPrivateFor: gaps.map((gap) => gap.part) };
}

async function storePhoto(options: TImportSaveOptions, recipeId: string, imageUrl: string | null) {
  const url = httpUrlOrNull(imageUrl);
  if (!url) return "none" as const;
  options.onProgress?.("photo", url);
  const image = await fetchRecipeImage(url, fetchOptionsFor(options));
  if (!image) return "failed" as const;
  try {
    await replaceRecipeImage({
      db: options.db,
      userId: options.userId,
      recipeId,
      image,
      storage: options.storage,
      isPagePhoto: true,
    });
    return "stored" as const;
  } catch (error) {
    if (error instanceof AppError && error.code === "UNSUPPORTED_MEDIA_TYPE") return "failed" as const;
    throw error;
  }
}

/**
 * Saves a reviewed import. With `onExisting: "use"` an earlier import of the same page is used:
 * yours is returned as it is; someone's public one goes into your "Saved recipes" collection.
 */
export async function saveImport(options: TImportSaveOptions & { input: TImportSaveInput }): Promise<TImportResult> {
  const { db, env, userId, input } = options;
  await assertWithinLimit(db, "save", userId);
  const source = input.source;
  const urls = [source.canonicalUrl, source.url];
  const signedSource = {
    url: source.url ?? null,
    canonicalUrl: source.canonicalUrl ?? null,
    siteName: source.siteName ?? null,
    author: source.author ?? null,
  };
  // Fetched by Ladle (signed), and the content it read is the content saved.
  const isVerbatim = isSourceSigned(
    env.authSecret,
    signedSource,
    importContentOf(input.recipe, input.imageUrl),
    source.token,
  );
  // Only a signed address was really fetched; anything else finds nobody else's import.
  const fetchedUrl = isVerbatim ? signedSource.url : null;
  if (input.onExisting === "use") {
    const existing = await findExistingImport({ db, userId, urls, fetchedUrl });
    if (existing) return resolveExisting(db, userId, existing);
  }
  options.onProgress?.("saving");
  const { input: recipeInput, keptPrivateFor } = toRecipeInput(input.recipe, source, input.visibility);
  const created = await createRecipe({ db, userId, input: recipeInput });
  const urlKey = toUrlKey(source.canonicalUrl) ?? toUrlKey(source.url);
  if (urlKey && recipeInput.sourceUrl) {
    const stored = await db
      .insert(recipeImports)
      .values({
        recipeId: created.id,
        userId,
        urlKey,
        requestedUrlKey: toUrlKey(source.url),
        sourceUrl: recipeInput.sourceUrl,
        siteName: source.siteName?.slice(0, 300) || null,
        author: source.author?.slice(0, 300) || null,
        isFetched: isVerbatim,
        isVerbatim,
      })
      .onConflictDoNothing()
      .returning({ recipeId: recipeImports.recipeId });
    if (stored.length === 0) {
      // The same page was saved a moment ago (a double click, two tabs) or saved before as a copy:
      // with "use" the earlier recipe wins; a copy is kept without the import record.
      const existing = input.onExisting === "use" ? await findExistingImport({ db, userId, urls, fetchedUrl }) : null;
      if (existing?.isOwn) {
        await deleteRecipe({ db, userId, recipeId: created.id, storage: options.storage });
        return resolveExisting(db, userId, existing);
      }
    }
  }
  const imageStatus = await storePhoto(options, created.id, input.imageUrl);
  return {
    recipeId: created.id,
    title: created.title,
    outcome: "created",
    imageStatus,
    collection: null,
    keptPrivateFor,
  };
}

function draftToSaveRecipe(draft: TImportDraft): TImportSaveInput["recipe"] {
  const { imageUrl: _imageUrl, ...recipe } = draft;
  return { ...recipe, title: recipe.title || "Imported recipe" };
}

/**
 * One step, no review: the address's earlier import if there is one, else fetch, read and save.
 * Used by bulk import, /save_to_ladle and `ladle import`.
 */
export async function importFromUrl(
  options: TImportSaveOptions & { url: string; visibility?: TImportSaveInput["visibility"] },
): Promise<TImportResult> {
  const { db, userId, url } = options;
  options.onProgress?.("checking", url);
  const checked = checkedUrl(url, options);
  const before = await findExistingImport({ db, userId, urls: [checked], fetchedUrl: checked });
  if (before) return resolveExisting(db, userId, before);
  const preview = await previewImport({ ...options, input: { url: checked } });
  return saveImport({
    ...options,
    input: {
      recipe: draftToSaveRecipe(preview.draft),
      imageUrl: preview.draft.imageUrl,
      visibility: options.visibility ?? "private",
      source: preview.source,
      onExisting: "use",
    },
  });
}
