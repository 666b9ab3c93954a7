/**
 * PostgreSQL as the bus between processes: triggers announce changes to recipes, reviews,
 * sessions, users, profiles, blogs (migration 0014) and collections on the channel `ladle_changes`,
 * and every process listening drops the copies it keeps of what changed: the visitors' view of a
 * recipe and its cached pages, the home feed, who a session belongs to, the profile pages that list
 * a cook's collections. Shopping lists announce their changes the same way (`shopping:<list id>`),
 * for the pages that show them live, and subscriptions theirs (`subscription:<reader id>`), so
 * that what a reader may read changes everywhere at once when one starts or ends. The embedded database has one process,
 * but the same triggers and the same listener run there, so there is one code path.
 *
 * A write and its announcement commit together; the announcement reaches the other processes a few
 * milliseconds later (bench/invalidation.ts measures it). After a dropped connection, messages may
 * have been missed, so every copy is dropped.
 */
import type { TDatabase } from "#db/client.ts";

/** `profile` names a username: what its public page lists changed (a collection of theirs). */
export type TChange =
  | { kind: "recipe"; id: string }
  | { kind: "user"; id: string }
  | { kind: "profile"; id: string }
  | { kind: "shopping"; id: string }
  | { kind: "subscription"; id: string }
  | { kind: "everything" };

export const changeChannel = "ladle_changes";

export interface TChangeBus {
  /** Calls `listener` for every change from now on; returns a function that stops it. */
  subscribe(listener: (change: TChange) => void): () => void;
  stop(): Promise<void>;
}

export function parseChange(payload: string): TChange | null {
  const [kind, id] = payload.split(/:(.*)/s, 2);
  if (!id) return null;
  if (kind === "recipe" || kind === "user" || kind === "profile" || kind === "shopping" || kind === "subscription")
    return { kind, id };
  return null;
}

export async function startChangeBus(database: Pick<TDatabase, "listen">): Promise<TChangeBus> {
  const listeners = new Set<(change: TChange) => void>();
  const deliver = (change: TChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch {
        // One listener's failure must not keep the others from dropping their copies.
      }
    }
  };
  const stopListening = await database.listen(
    changeChannel,
    (payload) => {
      const change = parseChange(payload);
      if (change) deliver(change);
    },
    () => deliver({ kind: "everything" }),
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => stopListening(),
  };
}
