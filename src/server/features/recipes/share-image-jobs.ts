/**
 * The job kinds that make a recipe's share images (share-images.ts does the work), apart from it so
 * that code setting an image can queue them without importing the image code.
 */
import { and, eq, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { jobs, recipes } from "#db/schema.ts";
import { defineJobKind, type TJobDb } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";

export interface TShareImagesPayload {
  recipeId: string;
  /** The image the renditions are for: a job for an image since replaced has nothing to do. */
  imageUrl: string;
}

export const recipeShareImagesKind = defineJobKind<TShareImagesPayload>({
  type: "recipe-share-images",
  maxAttempts: 5,
  timeoutMs: 60_000,
  backoff: { baseMs: 10_000, maxMs: 10 * 60_000 },
});

/**
 * Every recipe whose renditions are missing or made from an earlier image, one after the other:
 * one job rather than one per recipe, so that after the demo data is seeded a sign-in code never
 * waits behind hundreds of images for a worker's slot.
 */
export const fillShareImagesKind = defineJobKind<Record<string, never>>({
  type: "recipe-share-images-fill",
  maxAttempts: 5,
  timeoutMs: 30 * 60_000,
  backoff: { baseMs: 30_000, maxMs: 30 * 60_000 },
});

/**
 * Queues the renditions of a recipe's new image in the transaction that sets it: the job exists
 * only if the image does, and its NOTIFY at commit wakes a worker in whichever process.
 */
export function queueShareImages({
  db,
  recipeId,
  imageUrl,
}: {
  db: TJobDb;
  recipeId: string;
  imageUrl: string;
}): Promise<number | null> {
  // Image URLs are never reused, so the pair names one piece of work.
  return enqueueJob({
    db,
    kind: recipeShareImagesKind,
    payload: { recipeId, imageUrl },
    key: `${recipeId}:${imageUrl}`,
  });
}

/**
 * Deletes the jobs of a user's recipes, whatever their state: a job row names its recipe, and
 * nothing may name a deleted account's data. Runs in the deletion's transaction, before the recipes go.
 */
export async function deleteShareImageJobsFor({ db, userId }: { db: Pick<TDb, "delete">; userId: string }) {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.type, recipeShareImagesKind.type),
        sql`${jobs.payload}->>'recipeId' in (select ${recipes.id}::text from ${recipes} where ${recipes.authorId} = ${userId})`,
      ),
    );
}
