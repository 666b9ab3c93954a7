/**
 * Live shopping lists: the pages that show a list hold a server-sent-events stream open, and this
 * process tells them when the list changed. Changes come from the change bus, so a tick made
 * through another process (or host) reaches them too: the database announces it to every process.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { TChange } from "#server/lib/change-bus.ts";

/** Comments keep proxies and browsers from timing out an idle stream. */
const keepAliveMs = 20_000;
/** How long a browser waits before reconnecting after the stream ends. */
const retryMs = 3000;

export interface TListEvents {
  /** Streams changes of `listId` to this request until the browser goes away. */
  stream(request: FastifyRequest, reply: FastifyReply, listId: string): void;
  /** For the change bus: a list changed (or, after a lost connection, maybe every list did). */
  deliver(change: TChange): void;
  /** Ends every stream (the server is shutting down; browsers reconnect to another process). */
  closeAll(): void;
}

export function createListEvents(): TListEvents {
  const listeners = new Map<string, Set<() => void>>();
  const closers = new Set<() => void>();

  function notify(listId: string) {
    for (const listener of listeners.get(listId) ?? []) listener();
  }

  return {
    stream(request, reply, listId) {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        // nginx would otherwise hold the events back in its buffer.
        "x-accel-buffering": "no",
      });
      raw.write(`retry: ${retryMs}\n\nevent: ready\ndata: ${JSON.stringify({ listId })}\n\n`);
      const send = () => raw.write(`event: change\ndata: ${JSON.stringify({ listId })}\n\n`);
      const keepAlive = setInterval(() => raw.write(": still here\n\n"), keepAliveMs);
      const set = listeners.get(listId) ?? new Set();
      set.add(send);
      listeners.set(listId, set);
      const close = () => {
        clearInterval(keepAlive);
        set.delete(send);
        if (set.size === 0) listeners.delete(listId);
        closers.delete(close);
        if (!raw.writableEnded) raw.end();
      };
      closers.add(close);
      request.raw.on("close", close);
    },
    deliver(change) {
      if (change.kind === "shopping") notify(change.id.toLowerCase());
      else if (change.kind === "everything") for (const listId of listeners.keys()) notify(listId);
    },
    closeAll() {
      for (const close of [...closers]) close();
    },
  };
}
