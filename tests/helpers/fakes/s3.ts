/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 at a random port, keeping its objects in a temp
 * folder, for testing Ladle's S3 storage end to end. Read objects back over plain HTTP, as a
 * browser would from a public bucket.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

// The client library warns once that its future versions need Node 22; Ladle runs on 20 and the
// warning says nothing about these tests.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

/** s3rver's fixed credentials. */
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface TFakeS3 {
  endpoint: string;
  bucket: string;
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
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
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
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
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
