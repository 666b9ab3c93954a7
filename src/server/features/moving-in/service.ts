/**
 * Moving in from other apps: an upload is stored (under a key the uploads route never serves),
 * recorded, and read by the `moving-in` job; the cook polls the import for progress and its report.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { detectReader, notRecognised, readers } from "#core/moving-in/formats/index.ts";
import type { TMovingInImport } from "#core/moving-in/moving-in.schema.ts";
import type { TDb } from "#db/client.ts";
import { movingInImports, movingInItems } from "#db/schema.ts";
import type { TJobEnqueuer } from "#server/lib/jobs/job-kind.ts";
import { consumeRateLimit, rateLimitKey, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import { privateKeyPrefix, type TStorage } from "#server/lib/storage/storage.ts";
import { movingInKind } from "./job.ts";

/** Per user: a collection is uploaded once in a while, so a handful an hour is plenty. */
export const movingInRateLimits: TRateLimitRule[] = [
  { windowSeconds: 60 * 60, max: 10 },
  { windowSeconds: 24 * 60 * 60, max: 30 },
];

type TImportRow = typeof movingInImports.$inferSelect;

function labelOf(format: string | null): string | null {
  return readers.find((reader) => reader.name === format)?.label ?? null;
}

/** The import as its owner sees it; the lists come once it is over (while it runs, the counts do). */
async function toView(db: TDb, row: TImportRow): Promise<TMovingInImport> {
  const isOver = row.state === "completed" || row.state === "failed";
  const counted = await db
    .select({ outcome: movingInItems.outcome, n: count() })
    .from(movingInItems)
    .where(eq(movingInItems.importId, row.id))
    .groupBy(movingInItems.outcome);
  const counts = { imported: 0, duplicate: 0, failed: 0 };
  for (const { outcome, n } of counted) counts[outcome] = Number(n);
  const items = isOver
    ? await db
        .select()
        .from(movingInItems)
        .where(eq(movingInItems.importId, row.id))
        .orderBy(asc(movingInItems.position))
    : [];
  return {
    id: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    format: row.format,
    formatLabel: labelOf(row.format),
    state: row.state,
    total: row.total,
    done: counts.imported + counts.duplicate + counts.failed,
    counts: { imported: counts.imported, duplicates: counts.duplicate, failed: counts.failed + row.problems.length },
    imported: items.flatMap((item) =>
      item.outcome === "imported" && item.recipeId
        ? [{ id: item.recipeId, title: item.title ?? item.name, note: item.note }]
        : [],
    ),
    duplicates: items.flatMap((item) =>
      item.outcome === "duplicate"
        ? [{ name: item.name, title: item.title ?? item.name, recipeId: item.recipeId }]
        : [],
    ),
    failed: [
      ...row.problems,
      ...items.flatMap((item) => (item.outcome === "failed" ? [{ name: item.name, reason: item.reason ?? "" }] : [])),
    ],
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Stores the upload and queues its import. */
export async function uploadCollection({
  db,
  storage,
  jobs,
  userId,
  fileName,
  bytes,
}: {
  db: TDb;
  storage: TStorage;
  jobs: TJobEnqueuer;
  userId: string;
  fileName: string;
  bytes: Uint8Array;
}): Promise<TMovingInImport> {
  if (bytes.length === 0) throw new AppError("VALIDATION_FAILED", { message: "body: the file is empty." });
  const limited = await consumeRateLimit({
    db,
    key: rateLimitKey("moving-in", "user", userId),
    rules: movingInRateLimits,
  });
  if (!limited.isAllowed) throw new AppError("RATE_LIMITED");
  if (!detectReader({ name: fileName, bytes }))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", { message: notRecognised });
  const archiveKey = `${privateKeyPrefix}moving-in/${randomBytes(16).toString("hex")}`;
  await storage.put({ key: archiveKey, body: Buffer.from(bytes), contentType: "application/octet-stream" });
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(movingInImports)
        .values({ userId, fileName, sizeBytes: bytes.length, archiveKey })
        .returning();
      await jobs.enqueue(movingInKind, { importId: created.id }, { db: tx, key: created.id });
      return created;
    })
    .catch(async (error: unknown) => {
      await storage.remove([archiveKey]);
      throw error;
    });
  return toView(db, row);
}

/** An import of this user's; someone else's is a 404, as if it did not exist. */
export async function findMovingIn({ db, userId, importId }: { db: TDb; userId: string; importId: string }) {
  const [row] = await db
    .select()
    .from(movingInImports)
    .where(and(eq(movingInImports.id, importId), eq(movingInImports.userId, userId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: "We couldn't find that import." });
  return toView(db, row);
}

/** The user's running import, else their most recent one; null when they never imported a file. */
export async function findLatestMovingIn({ db, userId }: { db: TDb; userId: string }) {
  const [row] = await db
    .select()
    .from(movingInImports)
    .where(eq(movingInImports.userId, userId))
    .orderBy(desc(movingInImports.createdAt))
    .limit(1);
  return row ? toView(db, row) : null;
}
