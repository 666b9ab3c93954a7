/**
 * Uploads in an S3-compatible bucket (Amazon S3, MinIO, Cloudflare R2, Garage…), through the
 * official client, so every process on every host sees the same files. Browsers load objects from
 * S3_PUBLIC_URL when it is set (a public bucket or a CDN), otherwise from Ladle at /uploads/.
 */
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { AppError } from "#core/errors.ts";
import type { TS3Settings } from "#server/env.ts";
import {
  assertValidKey,
  assertValidPrefix,
  completeStorage,
  objectCacheControl,
  type TStorage,
  type TStorageLogger,
  uploadsPath,
} from "./storage.ts";

type TSdk = typeof import("@aws-sdk/client-s3");

/** DeleteObjects takes at most this many keys a request. */
const deleteBatchSize = 1000;

/** An upload gets this much more time per byte on top of the limit: 1 MB a second at the least. */
const slowestUploadBytesPerMs = 1024 ** 2 / 1000;

/** The time one call may take: the storage's limit, and for an upload the time its bytes need. */
export function findCallLimitMs(timeoutMs: number, bodyBytes: number): number {
  return timeoutMs + Math.ceil(bodyBytes / slowestUploadBytesPerMs);
}

/** Per call: the whole call's end, and how long each try may wait for the answer to start. */
interface TCallOptions {
  abortSignal: AbortSignal;
  requestTimeout: number;
}

/** An outage is the storage's, not the request's: a 503 the person can retry, with the cause logged. */
function unavailable(cause: unknown): AppError {
  return new AppError("UNAVAILABLE", {
    message: "Ladle's file storage isn't answering right now. Please try again in a minute.",
    cause,
  });
}

function isNotFound(error: unknown): boolean {
  const details = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return details.name === "NoSuchKey" || details.$metadata?.httpStatusCode === 404;
}

export function createS3Storage({ settings, logger }: { settings: TS3Settings; logger: TStorageLogger }): TStorage {
  const bucket = settings.bucket;
  // The client library takes a fifth of a second to load: only processes that use S3 pay for it.
  let connection: Promise<{ sdk: TSdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: createClient(sdk, settings) }));
    return connection;
  };
  /**
   * Runs one storage call, its retries included, within the storage's time limit; any failure is
   * an outage. The limit ends when the answer starts: an object's bytes may take longer to stream,
   * for as long as they keep coming (the client's socket timeout ends a silence). An upload's limit
   * grows with its size (`bodyBytes`), so a large archive on a slow link is not cut off.
   */
  async function call<T>(
    work: (sdk: TSdk, client: S3Client, options: TCallOptions) => Promise<T>,
    { bodyBytes = 0 }: { bodyBytes?: number } = {},
  ): Promise<T> {
    const { sdk, client } = await connect();
    const limitMs = findCallLimitMs(settings.timeoutMs, bodyBytes);
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error(`The storage did not answer within ${limitMs} ms.`)),
      limitMs,
    );
    try {
      return await work(sdk, client, { abortSignal: deadline.signal, requestTimeout: limitMs });
    } catch (error) {
      throw unavailable(deadline.signal.aborted ? deadline.signal.reason : error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function removeKeys(keys: readonly string[]) {
    for (let start = 0; start < keys.length; start += deleteBatchSize) {
      const batch = keys.slice(start, start + deleteBatchSize);
      const answer = await call((sdk, client, options) =>
        client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
          options,
        ),
      );
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== "NoSuchKey");
      if (failed.length) throw unavailable(new Error(`DeleteObjects refused ${failed.map((e) => e.Key).join(", ")}`));
    }
  }

  const base = settings.publicUrl ? `${settings.publicUrl}/` : uploadsPath;
  return completeStorage(
    {
      location: `s3://${bucket}`,
      imageOrigins: settings.publicUrl ? [new URL(settings.publicUrl).origin] : [],
      async put({ key, body, contentType }) {
        assertValidKey(key);
        await call(
          (sdk, client, options) =>
            client.send(
              new sdk.PutObjectCommand({
                Bucket: bucket,
                Key: key,
                Body: body,
                ContentType: contentType,
                CacheControl: objectCacheControl,
              }),
              options,
            ),
          { bodyBytes: Buffer.byteLength(body) },
        );
        return base + key;
      },
      async read(key) {
        assertValidKey(key);
        try {
          const object = await call((sdk, client, options) =>
            client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }), options),
          );
          return {
            body: object.Body as Readable,
            contentType: object.ContentType ?? "application/octet-stream",
            size: object.ContentLength ?? null,
          };
        } catch (error) {
          if (error instanceof AppError && isNotFound(error.cause)) return null;
          throw error;
        }
      },
      async remove(keys) {
        await removeKeys(keys.map(assertValidKey));
      },
      async removePrefix(prefix) {
        assertValidPrefix(prefix);
        let token: string | undefined;
        do {
          const page = await call((sdk, client, options) =>
            client.send(
              new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
              options,
            ),
          );
          const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
          if (keys.length) await removeKeys(keys);
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      },
      urlOf(key) {
        return base + assertValidKey(key);
      },
      async *listKeys() {
        let token: string | undefined;
        do {
          const page = await call((sdk, client, options) =>
            client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }), options),
          );
          for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      },
    },
    logger,
  );
}

function createClient(sdk: TSdk, settings: TS3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.isPathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: many S3-compatible stores refuse the newer defaults.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Two retries for quick failures (a 503 "slow down"); a silent bucket uses up the call's whole
    // limit in its first try. Silence ends a try: before the answer starts (the request timeout,
    // which only warns unless told to throw; an upload's call sets its own) and at any moment of
    // sending or receiving (the socket timeout).
    maxAttempts: 3,
    requestHandler: {
      connectionTimeout: Math.min(3_000, settings.timeoutMs),
      requestTimeout: settings.timeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: settings.timeoutMs,
    },
  });
}
