/**
 * Sliding-window rate limits stored in PostgreSQL, so every process shares them (a server may run
 * as several processes). One row per key keeps the times of its recent allowed hits; a single
 * INSERT … ON CONFLICT DO UPDATE decides and records a hit, and the row lock it takes makes
 * concurrent callers on one key queue up instead of both slipping under the limit.
 */
import { sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";

export interface TRateLimitRule {
  windowSeconds: number;
  /** Hits allowed inside any window of that length; at least 1. */
  max: number;
}

export interface TRateLimitResult {
  isAllowed: boolean;
  /** Seconds until the next hit would be allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

/** The product's limits for sign-in codes and identity, and the reasons in docs/decisions/006. */
export const rateLimitRules = {
  /** Sign-in codes to one email address or phone number: 1 a minute, 5 an hour. */
  codeSendPerDestination: [
    { windowSeconds: 60, max: 1 },
    { windowSeconds: 60 * 60, max: 5 },
  ],
  /** Codes requested from one client, whatever the destination (stops SMS pumping). */
  codeSendPerIp: [{ windowSeconds: 60 * 60, max: 30 }],
  /** Attempts to verify a code for one destination (on top of 5 wrong tries killing a code). */
  codeVerifyPerDestination: [{ windowSeconds: 10 * 60, max: 10 }],
  codeVerifyPerIp: [{ windowSeconds: 10 * 60, max: 30 }],
  /** Id-token sign-ins and links from one client. */
  idTokenPerIp: [{ windowSeconds: 10 * 60, max: 30 }],
  /** Deletion requests from people who cannot sign in. */
  deletionRequestPerEmail: [{ windowSeconds: 60 * 60, max: 1 }],
  deletionRequestPerIp: [{ windowSeconds: 60 * 60, max: 5 }],
  /** Email availability checks by one user (limits address enumeration). */
  emailAvailabilityPerUser: [{ windowSeconds: 60 * 60, max: 60 }],
  /** Shopping-list invitations sent by one user (each one shows on someone else's list). */
  shoppingInvitesPerUser: [{ windowSeconds: 60 * 60, max: 30 }],
  /** Follow requests to private profiles by one user (each one waits on someone else's profile page). */
  followRequestsPerUser: [{ windowSeconds: 60 * 60, max: 60 }],
  /** Generated meal plans by one user: each reads every public recipe. */
  planGeneratePerUser: [
    { windowSeconds: 60, max: 20 },
    { windowSeconds: 60 * 60, max: 200 },
  ],
  /** Swaps in a generated plan by one user: cheaper, and pressed again and again. */
  planSwapPerUser: [
    { windowSeconds: 60, max: 60 },
    { windowSeconds: 60 * 60, max: 600 },
  ],
  /** Checkouts started by one user: each one calls the payment provider. */
  checkoutPerUser: [{ windowSeconds: 60 * 60, max: 20 }],
  /** Price changes and payout onboarding links by one creator (each calls the payment provider). */
  paymentSetupPerUser: [{ windowSeconds: 60 * 60, max: 30 }],
  /**
   * Changes to one user's blog settings and images: a taken shortlink answers 409, so trying
   * shortlinks one after another would list them; images are resized on every upload.
   */
  blogSettingsPerUser: [
    { windowSeconds: 60, max: 20 },
    { windowSeconds: 60 * 60, max: 120 },
  ],
  /** Browsers subscribed to push by one user: each one is an address the server will post to. */
  pushDevicesPerUser: [{ windowSeconds: 60 * 60, max: 30 }],
  /** Whole-account archives by one user: each reads everything they made, photos included. */
  accountExportPerUser: [{ windowSeconds: 60 * 60, max: 5 }],
  /** Browser errors logged for one client: a page in a loop must not fill the log. */
  browserErrorsPerIp: [
    { windowSeconds: 60, max: 20 },
    { windowSeconds: 60 * 60, max: 200 },
  ],
} satisfies Record<string, TRateLimitRule[]>;

/** Records one hit on `key` if every rule still has room; returns whether it was allowed. */
export async function consumeRateLimit({
  db,
  key,
  rules,
  now = new Date(),
}: {
  db: TDb;
  key: string;
  rules: readonly TRateLimitRule[];
  now?: Date;
}): Promise<TRateLimitResult> {
  if (rules.length === 0 || rules.some((r) => r.max < 1 || r.windowSeconds <= 0)) {
    throw new Error(`Invalid rate-limit rules for ${key}`);
  }
  const longest = Math.max(...rules.map((r) => r.windowSeconds));
  const at = (secondsAgo: number) => new Date(now.getTime() - secondsAgo * 1000).toISOString();
  const nowIso = now.toISOString();
  const expiresAt = new Date(now.getTime() + longest * 1000).toISOString();
  // In UPDATE … SET every right-hand side sees the row as it was, so `hasRoom` is judged on the old hits.
  const hasRoom = sql.join(
    rules.map(
      (rule) =>
        sql`(SELECT count(*) FROM unnest(rate_limits.hits) AS h WHERE h > ${at(rule.windowSeconds)}::timestamptz) < ${rule.max}`,
    ),
    sql` AND `,
  );
  const recentHits = sql`ARRAY(SELECT h FROM unnest(rate_limits.hits) AS h WHERE h > ${at(longest)}::timestamptz ORDER BY h)`;
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, hits, is_allowed, expires_at)
    VALUES (${key}, ARRAY[${nowIso}::timestamptz], true, ${expiresAt}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN ${hasRoom} THEN ${recentHits} || ${nowIso}::timestamptz ELSE ${recentHits} END,
      is_allowed = ${hasRoom},
      expires_at = CASE WHEN ${hasRoom} THEN ${expiresAt}::timestamptz ELSE rate_limits.expires_at END
    RETURNING is_allowed,
      (SELECT string_agg((extract(epoch FROM h) * 1000)::bigint::text, ',' ORDER BY h) FROM unnest(hits) AS h) AS hit_ms
  `);
  const [row] = rowsOf<{ is_allowed: boolean; hit_ms: string | null }>(result);
  if (!row) throw new Error(`Rate limit upsert for ${key} returned no row`);
  if (Math.random() < 0.01) await deleteExpiredRateLimits({ db, now });
  if (row.is_allowed) return { isAllowed: true, retryAfterSeconds: 0 };

  const hits = (row.hit_ms ?? "").split(",").filter(Boolean).map(Number);
  let waitMs = 1000;
  for (const rule of rules) {
    const windowMs = rule.windowSeconds * 1000;
    const inWindow = hits.filter((h) => h > now.getTime() - windowMs);
    if (inWindow.length >= rule.max) {
      // The window has room again once the oldest hit that keeps it full has aged out.
      const blocking = inWindow[inWindow.length - rule.max];
      waitMs = Math.max(waitMs, blocking + windowMs - now.getTime());
    }
  }
  return { isAllowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
}

/** Removes rows whose hits no longer count for any window. */
export async function deleteExpiredRateLimits({ db, now = new Date() }: { db: TDb; now?: Date }) {
  await db.execute(sql`DELETE FROM rate_limits WHERE expires_at < ${now.toISOString()}::timestamptz`);
}

/** Removes every limit whose key ends with one of these destinations (account deletion). */
export async function deleteRateLimitsFor({ db, destinations }: { db: Pick<TDb, "execute">; destinations: string[] }) {
  for (const destination of destinations) {
    const suffix = `:${destination.toLowerCase()}`;
    await db.execute(sql`DELETE FROM rate_limits WHERE right(key, ${suffix.length}) = ${suffix}`);
  }
}

/** Keys are `<purpose>:<kind>:<value>`; the value is last so it can be matched on deletion. */
export function rateLimitKey(purpose: string, kind: "email" | "phone" | "ip" | "user", value: string): string {
  return `${purpose}:${kind}:${value.toLowerCase()}`;
}

/** Both drivers (node-postgres and PGlite) put the result rows on `.rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
