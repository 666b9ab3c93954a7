/**
 * A cook's notification settings: the main switch, the kinds, and the browsers that receive them.
 * A browser subscribing turns notifications on; its address must be a browser vendor's push service.
 */
import { count, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type {
  TNotificationKinds,
  TNotificationSettings,
  TNotificationSettingsInput,
  TPushDeviceInput,
} from "#core/notifications/notifications.api.ts";
import { isPushEndpointAllowed } from "#core/notifications/push-endpoint.ts";
import type { TDb } from "#db/client.ts";
import { notificationPreferences, pushSubscriptions } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { loopbackAllowanceFor } from "#server/net/safe-fetch.ts";

type TSettingsEnv = Pick<TEnv, "VAPID_PUBLIC_KEY" | "LADLE_ENV" | "IMPORT_ALLOW_LOOPBACK_FOR_TESTS">;

/** Whose settings, with what the services are bound to. */
interface TUserSettings {
  db: TDb;
  env: TSettingsEnv;
  userId: string;
}

/** A browser belongs to one person at most a few times over: a cap keeps the table honest. */
const maxDevicesPerUser = 20;

export const defaultKinds: TNotificationKinds = { followedPosts: true, sharedList: true, subscriptionBilling: true };

export async function findNotificationSettings({ db, env, userId }: TUserSettings): Promise<TNotificationSettings> {
  const [[row], [devices]] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1),
    db.select({ count: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  return {
    isEnabled: row?.isEnabled ?? false,
    kinds: row
      ? {
          followedPosts: row.hasFollowedPosts,
          sharedList: row.hasSharedList,
          subscriptionBilling: row.hasSubscriptionBilling,
        }
      : defaultKinds,
    vapidPublicKey: env.VAPID_PUBLIC_KEY ?? null,
    deviceCount: devices?.count ?? 0,
  };
}

export async function saveNotificationSettings({
  db,
  env,
  userId,
  input,
}: TUserSettings & { input: TNotificationSettingsInput }): Promise<TNotificationSettings> {
  await storePreferences(db, userId, input);
  return findNotificationSettings({ db, env, userId });
}

async function storePreferences(db: Pick<TDb, "insert">, userId: string, input: TNotificationSettingsInput) {
  const columns = {
    isEnabled: input.isEnabled,
    hasFollowedPosts: input.kinds.followedPosts,
    hasSharedList: input.kinds.sharedList,
    hasSubscriptionBilling: input.kinds.subscriptionBilling,
    updatedAt: new Date(),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: columns });
}

/** Keeps this browser's subscription for the user (taking it over from whoever had it) and turns notifications on. */
export async function addPushDevice({
  db,
  env,
  userId,
  input,
}: TUserSettings & { input: TPushDeviceInput }): Promise<TNotificationSettings> {
  if (!isPushEndpointAllowed(input.endpoint, { allowLoopback: loopbackAllowanceFor(env) })) {
    throw new AppError("VALIDATION_FAILED", {
      message: "endpoint: must be the address of a browser's push service (https).",
    });
  }
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("push-device", "user", userId),
    rules: rateLimitRules.pushDevicesPerUser,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  const current = await findNotificationSettings({ db, env, userId });
  await db.transaction(async (tx) => {
    const [devices] = await tx
      .select({ count: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if ((devices?.count ?? 0) >= maxDevicesPerUser) {
      throw new AppError("VALIDATION_FAILED", {
        message: `endpoint: notifications go to ${maxDevicesPerUser} browsers at most; turn them off in one you no longer use.`,
      });
    }
    const keys = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...keys })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys });
    await storePreferences(tx, userId, { isEnabled: true, kinds: current.kinds });
  });
  return findNotificationSettings({ db, env, userId });
}

/** Forgets this browser, if it was the user's; the settings stay as they were. */
export async function removePushDevice({
  db,
  env,
  userId,
  endpoint,
}: TUserSettings & { endpoint: string }): Promise<TNotificationSettings> {
  const [row] = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  if (row && row.userId === userId) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
  return findNotificationSettings({ db, env, userId });
}
