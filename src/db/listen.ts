/**
 * LISTEN on PostgreSQL through a connection of its own (a pooled one would be handed to other
 * queries). A dropped connection is replaced, with growing pauses, and `onReconnect` is called after
 * each reconnection, since notifications sent meanwhile were missed.
 */
import pg from "pg";

const firstRetryMs = 500;
const longestRetryMs = 30_000;

export async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  let client: pg.Client | null = null;
  let isClosed = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  function reconnectLater() {
    if (isClosed || retryTimer) return;
    const broken = client;
    client = null;
    broken?.end().catch(() => {});
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      if (await connect()) onReconnect?.();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, longestRetryMs);
  }

  async function connect(): Promise<boolean> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", () => {
      if (client === next) reconnectLater();
    });
    next.on("end", () => {
      if (client === next) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      next.end().catch(() => {});
      reconnectLater();
      return false;
    }
    if (isClosed) {
      await next.end().catch(() => {});
      return false;
    }
    client = next;
    retryMs = firstRetryMs;
    return true;
  }

  await connect();
  return async () => {
    isClosed = true;
    clearTimeout(retryTimer);
    const open = client;
    client = null;
    await open?.end().catch(() => {});
  };
}
