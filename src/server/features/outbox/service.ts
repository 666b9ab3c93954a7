import { desc, eq } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { outbox } from "#db/schema.ts";

export interface TOutboxMessage {
  to: string;
  channel: "email" | "sms" | "push";
  subject?: string;
  text: string;
}

/**
 * Stores a message that had no delivery provider configured; outside production `GET /api/dev/outbox`
 * lists them. A second message with the same delivery key (a repeated try of one delivery) is ignored.
 */
export async function addToOutbox({
  db,
  message,
  deliveryKey,
}: {
  db: TDb;
  message: TOutboxMessage;
  deliveryKey?: string;
}) {
  await db
    .insert(outbox)
    .values({
      to: message.to,
      channel: message.channel,
      subject: message.subject ?? "",
      text: message.text,
      deliveryKey,
    })
    .onConflictDoNothing({ target: outbox.deliveryKey });
}

export async function listOutbox({ db, to, limit = 50 }: { db: TDb; to?: string; limit?: number }) {
  return db
    .select({
      to: outbox.to,
      channel: outbox.channel,
      subject: outbox.subject,
      text: outbox.text,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(to ? eq(outbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
