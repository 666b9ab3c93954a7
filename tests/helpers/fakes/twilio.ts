/** A fake of Twilio's Messages endpoint on 127.0.0.1: records each SMS and answers like Twilio. */
import http from "node:http";
import { listenOnLoopback } from "./listen.ts";

export interface TFakeSms {
  accountSid: string;
  /** The decoded Basic credentials, "sid:token". */
  credentials: string;
  to: string;
  from: string;
  body: string;
}

export interface TFakeTwilio {
  url: string;
  messages: TFakeSms[];
  /** Makes the next requests fail with this status until set back to null. */
  failWith: number | null;
  /** While true, requests are read and never answered (an API that hangs). */
  isHanging: boolean;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<TFakeTwilio> {
  const fake: TFakeTwilio = { url: "", messages: [], failWith: null, isHanging: false, close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? "");
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method !== "POST" || !match) return send(404, { code: 20404, message: "Not found" });
      if (fake.isHanging) return;
      if (fake.failWith) return send(fake.failWith, { code: 21211, message: "Invalid 'To' Phone Number" });
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const authorization = request.headers.authorization ?? "";
      fake.messages.push({
        accountSid: decodeURIComponent(match[1]),
        credentials: Buffer.from(authorization.replace(/^Basic /, ""), "base64").toString("utf8"),
        to: form.get("To") ?? "",
        from: form.get("From") ?? form.get("MessagingServiceSid") ?? "",
        body: form.get("Body") ?? "",
      });
      send(201, { sid: `SM${fake.messages.length}`, status: "queued", to: form.get("To"), body: form.get("Body") });
    });
  });
  Object.assign(fake, await listenOnLoopback(server));
  return fake;
}
