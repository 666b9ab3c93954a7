/**
 * A Ladle server of the test's own, configured as the test needs (a pixel, Sentry…), beside the
 * suite's shared one, and stand-ins for outside hosts on 127.0.0.1 that record what reaches them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

export interface TOwnServer {
  url: string;
  /** Asks it to finish (SIGTERM) and waits: its data folder is then whole for the next server. */
  stop(): Promise<void>;
  /** Ends it at once (SIGKILL), for a server whose data folder is removed next. */
  kill(): Promise<void>;
}

/** A port nothing listens on now (other suites on this machine start servers of their own). */
async function findFreePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the compiled server on a free port with `env` added; the data folder is reused across starts. */
export async function startOwnServer({
  dataDir,
  env,
}: {
  dataDir: string;
  env: Record<string, string>;
}): Promise<TOwnServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["build/node/server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LADLE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LADLE_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      API_RATE_LIMIT: "100000",
      AUTH_RATE_LIMITS: "false",
      DATABASE_URL: "",
      ...env,
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    const isUp = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return { url, stop: () => end("SIGTERM"), kill: () => end("SIGKILL") };
}

export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "ladle-e2e-consent-"));
}

export interface TRecordedRequest {
  method: string;
  url: URL;
  body: Buffer;
}

export interface TFakeHost {
  origin: string;
  requests: TRecordedRequest[];
  close(): Promise<void>;
}

/** An outside host (a pixel's, an analytics tag's, Sentry's ingest) that answers 200 to everything. */
export async function startFakeHost(): Promise<TFakeHost> {
  const requests: TRecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "GET",
        url: new URL(request.url ?? "/", "http://fake"),
        body: Buffer.concat(chunks),
      });
      // A 1×1 GIF serves an image request and is harmless for the rest.
      response.writeHead(200, { "content-type": "image/gif", "access-control-allow-origin": "*" });
      response.end(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
