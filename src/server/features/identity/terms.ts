/**
 * Agreement to the terms (the sign-up terms step): one row per user and terms version, kept until
 * the account is deleted. The browser also keeps a cookie so the step is not shown twice before
 * sign-in completes (src/web/features/identity/terms.server.ts).
 */
import { and, eq } from "drizzle-orm";
import { termsVersion } from "#core/identity/terms.ts";
import type { TDb } from "#db/client.ts";
import { termsAcceptances } from "#db/schema.ts";

export async function recordTermsAcceptance({ db, userId }: { db: TDb; userId: string }) {
  await db.insert(termsAcceptances).values({ userId, version: termsVersion }).onConflictDoNothing();
}

export async function hasAcceptedCurrentTerms({ db, userId }: { db: TDb; userId: string }): Promise<boolean> {
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.version, termsVersion)))
    .limit(1);
  return row !== undefined;
}
