/**
 * Export: one recipe as a file in the format a cook picks, and the whole account as Ladle's
 * archive. Both answer only what the asker may read.
 */
import { Readable } from "node:stream";
import { AppError } from "#core/errors.ts";
import type { TRecipeExportFormat } from "#core/moving-in/export.api.ts";
import { writeRecipeCooklang } from "#core/moving-in/writers/cooklang.ts";
import { slugOf } from "#core/moving-in/writers/exported-recipe.ts";
import { writeRecipeJsonLd } from "#core/moving-in/writers/json-ld.ts";
import { writeRecipeMarkdown } from "#core/moving-in/writers/markdown.ts";
import type { TDb } from "#db/client.ts";
import type { TEnv } from "#server/env.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { emptySummary, type TArchiveSummary, writeUserArchive } from "./export-archive.ts";
import { findRecipeForExport } from "./exported-recipes.ts";

export interface TExportFile<TBody> {
  fileName: string;
  contentType: string;
  body: TBody;
}

const formats: Record<TRecipeExportFormat, { extension: string; contentType: string }> = {
  "json-ld": { extension: "json", contentType: "application/ld+json; charset=utf-8" },
  markdown: { extension: "md", contentType: "text/markdown; charset=utf-8" },
  cooklang: { extension: "cook", contentType: "text/plain; charset=utf-8" },
};

export async function exportRecipeFile({
  db,
  env,
  viewerId,
  recipeId,
  format,
}: {
  db: TDb;
  env: TEnv;
  viewerId: string | null;
  recipeId: string;
  format: TRecipeExportFormat;
}): Promise<TExportFile<Buffer>> {
  const { recipe, imageUrls } = await findRecipeForExport({ db, recipeId, viewerId });
  const url = `${env.publicUrl}/recipe/${recipe.id}`;
  const text =
    format === "json-ld"
      ? `${JSON.stringify(writeRecipeJsonLd(recipe, { url, images: imageUrls }), null, 2)}\n`
      : format === "markdown"
        ? writeRecipeMarkdown(recipe)
        : writeRecipeCooklang(recipe);
  const { extension, contentType } = formats[format];
  return { fileName: `${slugOf(recipe.title)}.${extension}`, contentType, body: Buffer.from(text, "utf8") };
}

interface TArchiveRequest {
  db: TDb;
  env: Pick<TEnv, "publicUrl">;
  storage: TStorage;
  userId: string;
  now?: Date;
}

type TUserArchive = TExportFile<Readable> & { summary: TArchiveSummary };

/**
 * The user's archive as a stream, after the rate limit (each one reads everything they made).
 * `summary` is complete once the stream has ended.
 */
export async function exportUserArchive(request: TArchiveRequest): Promise<TUserArchive> {
  const limit = await consumeRateLimit({
    db: request.db,
    key: rateLimitKey("account-export", "user", request.userId),
    rules: rateLimitRules.accountExportPerUser,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  return openUserArchive(request);
}

/** The archive without the rate limit: for the command line, which the operator runs. */
export function openUserArchive({ db, env, storage, userId, now = new Date() }: TArchiveRequest): TUserArchive {
  const summary = emptySummary();
  const chunks = writeUserArchive({ db, storage, userId, publicUrl: env.publicUrl, summary, now });
  return {
    fileName: `ladle-export-${now.toISOString().slice(0, 10)}.zip`,
    contentType: "application/zip",
    body: Readable.from(chunks, { objectMode: false }),
    summary,
  };
}
