/**
 * Web Push delivery: each notice is encrypted for the browser (RFC 8291) and signed with the
 * server's VAPID key (RFC 8292) by the web-push package, then posted to the browser's push service
 * with fetch, so a try's deadline and abort signal apply. Without VAPID keys it is null: notices go
 * to the outbox instead (./push-notice-job.ts).
 */
import webPush from "web-push";
import type { TEnv } from "#server/env.ts";

export interface TPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a browser receives: the service worker shows it as a notification that opens `url`. */
export interface TPushPayload {
  title: string;
  body: string;
  url: string;
  /** Notices with the same tag replace each other on the device. */
  tag: string;
}

/** "gone": the browser unsubscribed (404/410), so its subscription should be forgotten. */
export type TPushOutcome = "sent" | "gone";

export interface TPushSender {
  send(target: TPushTarget, payload: TPushPayload, options: { signal?: AbortSignal }): Promise<TPushOutcome>;
}

/** How long a push service keeps a notice for a browser that is offline. */
const timeToLiveSeconds = 24 * 60 * 60;
const requestTimeoutMs = 10_000;

export function createPushSender(
  env: Pick<TEnv, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">,
): TPushSender | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  const vapidDetails = {
    subject: env.VAPID_SUBJECT,
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
  };
  return {
    async send(target, payload, { signal }) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: timeToLiveSeconds, urgency: "normal" },
      );
      const timeout = AbortSignal.timeout(requestTimeoutMs);
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body as Buffer) : null,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return "gone";
      if (!response.ok) throw new Error(`The push service answered ${response.status}.`);
      return "sent";
    },
  };
}
