/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 at a random port, keeping its objects in a temp
 * folder, for testing Ladle's S3 storage end to end. Read objects back over plain HTTP, as a
 * browser would from a public bucket. Ladle reaches it through a pass-through server of our own
 * that can be told to hang: read requests and never answer, or answer and stop mid-object.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { listenOnLoopback } from "./listen.ts";

// The client library warns once that its future versions need Node 22; Ladle runs on 20 and the
// warning says nothing about these tests.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

/** s3rver's fixed credentials. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface TFakeS3 {
  /** Where Ladle (and `fetchObject`) reach the bucket: the pass-through in front of s3rver. */
  endpoint: string;
  bucket: string;
  /** While true, requests are read and never answered (storage that hangs). */
  isHanging: boolean;
  /** While true, answers start (status, headers, the first bytes) and then stop. */
  isStallingBodies: boolean;
  /** Ladle's S3 settings for this server; with `publicUrl`, browsers fetch objects from the bucket. */
  env(options?: { publicUrl?: boolean }): Record<string, string>;
  /** The keys in the bucket that start with `prefix`, sorted. */
  listKeys(prefix?: string): Promise<string[]>;
  /** GET of an object's public URL. */
  fetchObject(key: string): Promise<Response>;
  close(): Promise<void>;
}

export async function startFakeS3(bucket = "ladle-test"): Promise<TFakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // The test's own look at the bucket goes straight to s3rver, so it works while the bucket "hangs".
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    forcePathStyle: true,
    credentials,
  });
  const front = await startPassThrough(port, () => fake);
  const endpoint = front.url;
  const fake: TFakeS3 = {
    endpoint,
    bucket,
    isHanging: false,
    isStallingBodies: false,
    env: ({ publicUrl = false } = {}) => ({
      ...s3Settings(endpoint, bucket),
      ...(publicUrl && { S3_PUBLIC_URL: `${endpoint}/${bucket}` }),
    }),
    async listKeys(prefix = "") {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    fetchObject: (key) => fetch(`${endpoint}/${bucket}/${key}`),
    async close() {
      client.destroy();
      await front.close();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  return fake;
}

/**
 * Passes each request to s3rver unchanged (its signature covers the Host header, which stays the
 * one the client signed), unless the fake is told to hang or to stall.
 */
function startPassThrough(targetPort: number, getFake: () => Pick<TFakeS3, "isHanging" | "isStallingBodies">) {
  const server = http.createServer((request, response) => {
    const fake = getFake();
    if (fake.isHanging) {
      request.resume();
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: targetPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!fake.isStallingBodies) return answer.pipe(response);
        answer.once("data", (chunk: Buffer) => {
          response.write(chunk.subarray(0, 1));
          answer.pause();
        });
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  return listenOnLoopback(server);
}

function s3Settings(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
}

/** S3 settings that point at a port nothing listens on: storage that is down. */
export async function unreachableS3Env(bucket = "ladle-test"): Promise<Record<string, string>> {
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  return s3Settings(`http://127.0.0.1:${port}`, bucket);
}
