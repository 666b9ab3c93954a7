/**
 * Adding a reader to a creator's ConvertKit form or tag happens in the background: the follow or
 * the subscription that asked for it answers at once, and this job calls Kit, retrying with backoff
 * while Kit fails or does not answer. Everything is checked again when the job runs: the creator
 * may have disconnected, or the reader withdrawn their consent, in between.
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { convertkitConnections, newsletterConsents } from "#db/integrations-schema.ts";
import { jobs, profiles, users } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import { createNewsletterProvider } from "#server/lib/convertkit/create-provider.ts";
import { ProviderError } from "#server/lib/convertkit/provider.ts";
import { defineJob, defineJobKind, PermanentJobError } from "#server/lib/jobs/job-kind.ts";
import { ConnectionUnusableError, callWithAccessToken, findConnectionRow, type TConnectionRow } from "./tokens.ts";

export type TNewsletterContactReason = "subscriber" | "follower";

export interface TAddContactPayload {
  creatorId: string;
  readerId: string;
  reason: TNewsletterContactReason;
}

export const addContactKind = defineJobKind<TAddContactPayload>({
  type: "convertkit.add-contact",
  // About 30 s, 1 min, 2, 4, 8 and 16 min between tries: rides out an outage of half an hour.
  maxAttempts: 7,
  timeoutMs: 60_000,
  backoff: { baseMs: 30_000, maxMs: 30 * 60_000 },
});

/** Why a contact is not (or no longer) to be added; null when it is. */
export type TSkipReason = "not-connected" | "no-list" | "followers-excluded" | "no-consent" | "no-reader";

/** Whether this reader goes to this creator's list now, given the connection's settings and the consent. */
export async function findSkipReason(
  db: Pick<TDb, "select">,
  connection: Pick<TConnectionRow, "status" | "targetType" | "targetId" | "includesFollowers"> | null,
  { creatorId, readerId, reason }: TAddContactPayload,
): Promise<TSkipReason | null> {
  if (connection?.status !== "active") return "not-connected";
  if (!connection.targetType || !connection.targetId) return "no-list";
  if (reason === "subscriber") return null;
  if (!connection.includesFollowers) return "followers-excluded";
  const [consent] = await db
    .select({ readerId: newsletterConsents.readerId })
    .from(newsletterConsents)
    .where(and(eq(newsletterConsents.readerId, readerId), eq(newsletterConsents.creatorId, creatorId)));
  return consent ? null : "no-consent";
}

async function findReader(db: TDb, readerId: string) {
  const [reader] = await db
    .select({ email: users.email, name: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, readerId));
  return reader ?? null;
}

async function recordOutcome(db: TDb, creatorId: string, error: string | null) {
  await db
    .update(convertkitConnections)
    .set({ lastError: error, lastErrorAt: error ? new Date() : null })
    .where(eq(convertkitConnections.creatorId, creatorId));
}

export function createAddContactJob({
  db,
  env,
  kind = addContactKind,
}: {
  db: TDb;
  env: TEnv;
  kind?: typeof addContactKind;
}) {
  return defineJob(kind, async (payload, job) => {
    if (job.result?.addedAt) return;
    const connection = await findConnectionRow(db, payload.creatorId);
    const skip = await findSkipReason(db, connection, payload);
    const reader = skip ? null : await findReader(db, payload.readerId);
    if (skip || !reader || !connection?.targetType || !connection.targetId) {
      await job.recordResult({ skipped: skip ?? "no-reader" });
      return;
    }
    const provider = createNewsletterProvider({ db, env });
    if (!provider) throw new PermanentJobError("No newsletter provider is configured on this server.");
    const target = { type: connection.targetType, id: connection.targetId };
    const firstName = (reader.name ?? "").trim().split(/\s+/)[0] ?? "";
    try {
      await callWithAccessToken({ db, env, provider, creatorId: payload.creatorId }, (accessToken) =>
        provider.addContact({
          accessToken,
          creatorId: payload.creatorId,
          signal: job.signal,
          contact: { readerId: payload.readerId, email: reader.email, firstName, target },
        }),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordOutcome(db, payload.creatorId, `Couldn't add a contact: ${message}`);
      const isPermanent =
        error instanceof ConnectionUnusableError ||
        (error instanceof ProviderError && (error.failure === "rejected" || error.failure === "invalid-grant"));
      if (isPermanent) throw new PermanentJobError(message, { cause: error });
      throw error;
    }
    if (connection.lastError) await recordOutcome(db, payload.creatorId, null);
    await job.recordResult({ addedAt: new Date().toISOString() });
  });
}

/**
 * Deletes every add-contact job that names this user, as reader or creator, whatever its state:
 * account deletion leaves no job about the person behind.
 */
export async function deleteNewsletterJobsFor({ db, userId }: { db: Pick<TDb, "delete">; userId: string }) {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.type, addContactKind.type),
        or(sql`${jobs.payload}->>'readerId' = ${userId}`, sql`${jobs.payload}->>'creatorId' = ${userId}`),
      ),
    );
}
