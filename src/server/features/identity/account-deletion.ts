/**
 * Account deletion (delete-user; docs/decisions/005): the user and everything that belongs
 * only to them go in one transaction; what other people own stays, with any pointer to the deleted
 * user cleared. Also deletion requests from people who cannot sign in.
 */
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TDeletionRequestInput } from "#core/identity/account.schema.ts";
import type { TDb } from "#db/client.ts";
import {
  accountDeletionRequests,
  blogs,
  collections,
  movingInImports,
  outbox,
  profiles,
  recipes,
  users,
} from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import { deleteAnalyticsEventsOf } from "#server/features/analytics/prune-job.ts";
import { blogImageKeyPrefix } from "#server/features/blogs/editing.ts";
import { removeCoverImages } from "#server/features/collections/covers.ts";
import { deleteNewsletterJobsFor } from "#server/features/convertkit/add-contact-job.ts";
import { deleteUndeliveredMessagesFor } from "#server/features/messaging/deliver-message-job.ts";
import type { TMessenger } from "#server/features/messaging/service.ts";
import { deleteNoticeJobsFor } from "#server/features/notifications/notices.ts";
import { removeRecipeImages } from "#server/features/recipes/images.ts";
import { deleteShareImageJobsFor } from "#server/features/recipes/share-image-jobs.ts";
import { forgetPaymentsOf } from "#server/features/subscriptions/account-deletion.ts";
import type { TPaymentProvider } from "#server/lib/payments/provider.ts";
import { consumeRateLimit, deleteRateLimitsFor, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { findKeyInUrl, type TStorage } from "#server/lib/storage/storage.ts";
import { avatarKeyPrefix } from "./avatars.ts";

/**
 * Deletes the user. Rows that reference `users.id` go by their foreign keys: ON DELETE CASCADE for
 * what is theirs (sessions, identities, profile, blog, recipes, collections, follows, push tokens,
 * invite codes), SET NULL where the row is someone else's (the inviter on another user's
 * redemption). Rows that name the user by address instead of id are removed here.
 */
export async function deleteAccount({
  db,
  userId,
  storage,
  payments,
}: {
  db: TDb;
  userId: string;
  storage: TStorage;
  payments: TPaymentProvider | null;
}) {
  await removeAccountUploads({ db, storage, userId });
  const removed = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return null;
    const addresses = [user.email, user.phoneNumber].filter((a): a is string => Boolean(a));

    // Pending codes: `<type>-otp-<email>`, `phone-number-otp-<phone>`, `change-email-otp-<id>:<new>`.
    await tx.execute(sql`
      DELETE FROM verifications
      WHERE right(identifier, ${user.email.length + 5}) = ${`-otp-${user.email}`}
        OR starts_with(identifier, ${`change-email-otp-${userId}:`})
        OR (${user.phoneNumber}::text IS NOT NULL AND identifier = ${`phone-number-otp-${user.phoneNumber ?? ""}`})
    `);
    // The outbox (no provider configured) keeps codes and notes that name the user; they go too.
    await tx
      .delete(outbox)
      .where(or(inArray(outbox.to, addresses), sql`position(${user.email} in ${outbox.text}) > 0`));
    await deleteUndeliveredMessagesFor({ db: tx, addresses, email: user.email });
    await deleteNewsletterJobsFor({ db: tx, userId });
    await deleteNoticeJobsFor({ db: tx, userId });
    await deleteAnalyticsEventsOf({ db: tx, userId });
    // Live subscriptions, as a reader and to their blog, are cancelled at the provider by a job queued here.
    await forgetPaymentsOf({ db: tx, userId, email: user.email, provider: payments });
    await deleteShareImageJobsFor({ db: tx, userId });
    await tx.delete(accountDeletionRequests).where(eq(accountDeletionRequests.email, user.email));
    await deleteRateLimitsFor({ db: tx, destinations: [...addresses, userId] });
    // The recipes go with the user (foreign key).
    await tx.delete(users).where(eq(users.id, userId));
    return true;
  });
  if (!removed) throw new AppError("UNAUTHENTICATED", { message: "No current user" });
}

/**
 * Removes the user's avatar, recipe photos, collection covers and blog images from the storage. It runs before the rows go: should
 * the storage be down, the deletion stops with a 503 and the person can try again, rather than
 * their photos outliving an account that no longer exists to retry from.
 */
export async function removeAccountUploads({ db, storage, userId }: { db: TDb; storage: TStorage; userId: string }) {
  const [profile] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const hasOwnAvatar = Boolean(profile?.avatarUrl && findKeyInUrl(profile.avatarUrl, avatarKeyPrefix(userId)));
  if (hasOwnAvatar) await storage.removePrefix(avatarKeyPrefix(userId));
  const photos = await db
    .select({ recipeId: recipes.id, imageVariants: recipes.imageVariants, shareImages: recipes.shareImages })
    .from(recipes)
    .where(eq(recipes.authorId, userId));
  for (const { recipeId, imageVariants, shareImages } of photos) {
    await removeRecipeImages({ storage, recipeId, variants: [...imageVariants, ...(shareImages?.images ?? [])] });
  }
  const covers = await db
    .select({ collectionId: collections.id, variants: collections.coverImageVariants })
    .from(collections)
    .where(eq(collections.ownerId, userId));
  for (const { collectionId, variants } of covers) await removeCoverImages({ storage, collectionId, variants });
  const [blog] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.ownerId, userId)).limit(1);
  if (blog) await storage.removePrefix(blogImageKeyPrefix(blog.id));
  // A collection from another app still being moved in: its uploaded file goes too.
  const archives = await db
    .select({ key: movingInImports.archiveKey })
    .from(movingInImports)
    .where(and(eq(movingInImports.userId, userId), isNotNull(movingInImports.archiveKey)));
  await storage.remove(archives.flatMap(({ key }) => (key ? [key] : [])));
}

/**
 * Stores a request to delete the account of an address whose owner cannot sign in, confirms it to
 * that address and tells the team. The answer is the same whether or not the account exists.
 */
export async function requestAccountDeletion({
  db,
  messenger,
  env,
  input,
  ip,
}: {
  db: TDb;
  messenger: TMessenger;
  /** The team's address (CONTACT_EMAIL) hears of every request. */
  env: Pick<TEnv, "CONTACT_EMAIL">;
  input: TDeletionRequestInput;
  ip: string;
}) {
  for (const [kind, value, rules] of [
    ["ip", ip, rateLimitRules.deletionRequestPerIp],
    ["email", input.email, rateLimitRules.deletionRequestPerEmail],
  ] as const) {
    const limit = await consumeRateLimit({ db, key: rateLimitKey("deletion-request", kind, value), rules });
    if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  }
  // The request and both emails commit together: no email about a request that was not stored.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountDeletionRequests)
      .values({ email: input.email, message: input.message })
      .returning({ id: accountDeletionRequests.id, createdAt: accountDeletionRequests.createdAt });
    await messenger.sendEmail(
      {
        to: input.email,
        subject: "We received your request to delete your Ladle account",
        text: [
          `We received a request to delete the Ladle account for ${input.email}.`,
          "If there is an account with this address, we will delete it and everything in it within 30 days and write to you when it is done.",
          "If you didn't send this request, reply to this email and we will not act on it.",
        ].join("\n\n"),
      },
      { db: tx, key: `deletion-request:${row.id}:confirmation` },
    );
    await messenger.sendEmail(
      {
        to: env.CONTACT_EMAIL,
        subject: `Account deletion request ${row.id}`,
        text: `Address: ${input.email}\nReceived: ${row.createdAt.toISOString()}\n\n${input.message || "(no message)"}`,
      },
      { db: tx, key: `deletion-request:${row.id}:team` },
    );
    return { id: row.id };
  });
}
