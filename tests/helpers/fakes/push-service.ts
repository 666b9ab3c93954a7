/**
 * A fake browser push service on 127.0.0.1 (what Google's, Mozilla's and Apple's are to Ladle): it
 * records each POSTed notice with its headers and encrypted body, answers 201, and 410 for
 * endpoints under /gone/ (a browser that unsubscribed). A fake browser subscription holds the keys
 * that can decrypt what arrives (RFC 8291, through http_ece, which web-push uses).
 */
import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import ece from "http_ece";
import { listenOnLoopback } from "./listen.ts";

export interface TPushDelivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface TFakePushService {
  url: string;
  deliveries: TPushDelivery[];
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<TFakePushService> {
  const fake: TFakePushService = { url: "", deliveries: [], close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "";
      fake.deliveries.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(path.startsWith("/gone/") ? 410 : 201);
      response.end();
    });
  });
  Object.assign(fake, await listenOnLoopback(server));
  return fake;
}

/** A browser's side of a push subscription: what it sends Ladle, and how it reads a notice. */
export function createFakeBrowserSubscription(endpoint: string) {
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      keys: { p256dh: keys.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
    },
    decrypt(body: Buffer): unknown {
      const plain = ece.decrypt(body, {
        version: "aes128gcm",
        privateKey: keys,
        authSecret: authSecret.toString("base64url"),
      });
      return JSON.parse(plain.toString("utf8"));
    },
  };
}
