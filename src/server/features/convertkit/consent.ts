/**
 * Readers' consent to a creator's emails, offered beside the follow button. Giving it while
 * already following queues the reader for the creator's list (when the creator includes followers);
 * withdrawing it stops future additions; contacts already added are the reader's to unsubscribe
 * from in the creator's emails.
 */
import { and, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TNewsletterConsent } from "#core/integrations/convertkit.schema.ts";
import type { TDb } from "#db/client.ts";
import { newsletterConsents } from "#db/integrations-schema.ts";
import { blogs, follows } from "#db/schema.ts";
import type { TJobQueue } from "#server/jobs.ts";
import { consumeRateLimit, rateLimitKey, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import { queueNewsletterContact } from "./newsletter-contacts.ts";
import { findConnectionRow } from "./tokens.ts";

interface TConsentCall {
  db: TDb;
  readerId: string;
  creatorId: string;
}

/** Each consent may queue a call to ConvertKit: a few dozen an hour is plenty for a person. */
const consentRateLimit: TRateLimitRule[] = [{ windowSeconds: 60 * 60, max: 60 }];

export const creatorNotFoundMessage = "We couldn't find that creator.";

async function requireCreator(db: TDb, creatorId: string) {
  const [blog] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.ownerId, creatorId)).limit(1);
  if (!blog) throw new AppError("NOT_FOUND", { message: creatorNotFoundMessage });
}

/** Whether a follower who agrees would reach the creator's list today (the job checks the same). */
async function isNewsletterOffered(db: TDb, creatorId: string): Promise<boolean> {
  const connection = await findConnectionRow(db, creatorId);
  return Boolean(
    connection?.status === "active" && connection.targetType && connection.targetId && connection.includesFollowers,
  );
}

function isConsentOf(readerId: string, creatorId: string) {
  return and(eq(newsletterConsents.readerId, readerId), eq(newsletterConsents.creatorId, creatorId));
}

export async function findNewsletterConsent({ db, readerId, creatorId }: TConsentCall): Promise<TNewsletterConsent> {
  const [row] = await db
    .select({ readerId: newsletterConsents.readerId })
    .from(newsletterConsents)
    .where(isConsentOf(readerId, creatorId));
  return { creatorId, hasConsented: Boolean(row), isOffered: await isNewsletterOffered(db, creatorId) };
}

export async function giveNewsletterConsent({
  db,
  jobs,
  readerId,
  creatorId,
}: TConsentCall & { jobs: Pick<TJobQueue, "enqueue"> }): Promise<TNewsletterConsent> {
  if (readerId === creatorId) throw new AppError("BAD_REQUEST", { message: "These are your own emails already." });
  await requireCreator(db, creatorId);
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("newsletter-consent", "user", readerId),
    rules: consentRateLimit,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  const inserted = await db
    .insert(newsletterConsents)
    .values({ readerId, creatorId })
    .onConflictDoNothing()
    .returning({ readerId: newsletterConsents.readerId });
  if (inserted.length > 0) {
    // Agreeing after following (the opt-in sits beside the follow button) counts as a new follower who agreed.
    const [follow] = await db
      .select({ isApproved: follows.isApproved })
      .from(follows)
      .where(and(eq(follows.followerId, readerId), eq(follows.followeeId, creatorId)));
    if (follow?.isApproved) await queueNewsletterContact({ db, jobs, creatorId, readerId, reason: "follower" });
  }
  return { creatorId, hasConsented: true, isOffered: await isNewsletterOffered(db, creatorId) };
}

/** Never limited: withdrawing consent must always work. */
export async function withdrawNewsletterConsent({
  db,
  readerId,
  creatorId,
}: TConsentCall): Promise<TNewsletterConsent> {
  await db.delete(newsletterConsents).where(isConsentOf(readerId, creatorId));
  return { creatorId, hasConsented: false, isOffered: await isNewsletterOffered(db, creatorId) };
}
