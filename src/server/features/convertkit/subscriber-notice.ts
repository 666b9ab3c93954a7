/**
 * Paid subscribers always go to the creator's ConvertKit list when the creator connected one (a
 * follower only with their agreement). The checkout says so before the reader pays.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { convertkitConnections } from "#db/integrations-schema.ts";

export async function findSubscriberNewsletterNotice({
  db,
  creatorId,
  blogTitle,
}: {
  db: Pick<TDb, "select">;
  creatorId: string;
  blogTitle: string;
}): Promise<string | null> {
  const [connection] = await db
    .select({ creatorId: convertkitConnections.creatorId })
    .from(convertkitConnections)
    .where(
      and(
        eq(convertkitConnections.creatorId, creatorId),
        eq(convertkitConnections.status, "active"),
        isNotNull(convertkitConnections.targetId),
      ),
    )
    .limit(1);
  if (!connection) return null;
  return `Subscribing adds your email address to ${blogTitle}'s newsletter. Every email it sends has a link to unsubscribe.`;
}
