/**
 * The one way Ladle's server fetches a URL someone gave it (docs/decisions/008). Each hop: the URL
 * is checked (url-policy.ts), the host resolved once, every address it resolves to judged
 * (ip-address.ts), and the connection pinned to the judged address through a custom `lookup`, so a
 * second DNS answer (rebinding) can never be dialled; TLS SNI and the Host header keep the name.
 * Redirects (at most 5) go through the same checks. One deadline covers DNS, connecting, redirects
 * and the body (10 s); the body is capped at 5 MB both as sent and decoded (gzip, br, deflate).
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { TEnv } from "#server/env.ts";
import { classifyAddress } from "./ip-address.ts";
import {
  checkUrl,
  describeRefusal,
  isAddressAllowed,
  resolveRedirect,
  SafeFetchError,
  type TAddressPolicy,
} from "./url-policy.ts";

export { SafeFetchError, type TSafeFetchErrorKind } from "./url-policy.ts";

export const safeFetchDefaults = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
} as const;

/** A current desktop Chrome: many recipe sites turn away anything that does not look like a browser. */
export const browserUserAgent =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const acceptHtml = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
export const acceptImage = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";

export interface TResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type TResolver = (hostname: string) => Promise<TResolvedAddress[]>;

export interface TSafeFetchOptions extends TAddressPolicy {
  /** Total time for DNS, connections, redirects and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** The Accept header; HTML by default. */
  accept?: string;
  signal?: AbortSignal;
  /** DNS; tests pass a fake so that no query leaves the machine. */
  resolve?: TResolver;
  /** Called before each hop connects (progress for the CLI, assertions in tests). */
  onHop?: (hop: { url: string; address: string }) => void;
}

export interface TSafeResponse {
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The media type without parameters, lower case; null when the server sent none. */
  mediaType: string | null;
  /** Decoded (decompressed) body. */
  body: Buffer;
  /** Every URL that redirected, in order. */
  redirects: string[];
}

const lookupAll = promisify(dns.lookup);

const systemResolver: TResolver = async (hostname) => {
  const answers = await lookupAll(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** The test-only loopback allowance: on only when LADLE_ENV is "test" and the flag is set. */
export function loopbackAllowanceFor(env: Pick<TEnv, "LADLE_ENV" | "IMPORT_ALLOW_LOOPBACK_FOR_TESTS">): boolean {
  return env.LADLE_ENV === "test" && env.IMPORT_ALLOW_LOOPBACK_FOR_TESTS === true;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

interface THopResult {
  response: http.IncomingMessage;
  request: http.ClientRequest;
}

/** Resolves the host once and refuses the whole answer if any address in it is not allowed. */
async function pinAddress(host: string, literal: string | null, options: TSafeFetchOptions, url: string) {
  if (literal) return { address: literal, family: literal.includes(":") ? 6 : 4 } as TResolvedAddress;
  let answers: TResolvedAddress[];
  try {
    answers = await (options.resolve ?? systemResolver)(host);
  } catch (cause) {
    throw new SafeFetchError("unreachable", `Could not find the site ${host}.`, { url, cause });
  }
  if (answers.length === 0) throw new SafeFetchError("unreachable", `Could not find the site ${host}.`, { url });
  for (const answer of answers) {
    if (!isAddressAllowed(answer.address, options)) {
      throw new SafeFetchError(
        "refused-address",
        `${host} resolves to ${describeRefusal(classifyAddress(answer.address))}`,
        {
          url,
        },
      );
    }
  }
  return answers[0];
}

function requestHop(
  url: URL,
  host: string,
  pinned: TResolvedAddress,
  options: TSafeFetchOptions,
  signal: AbortSignal,
): Promise<THopResult> {
  // Node asks `lookup` for the address to dial (with `all` when happy-eyeballs is on); it only
  // ever gets the address that was judged.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    const reply = callback as (error: Error | null, address: unknown, family?: number) => void;
    if ((lookupOptions as { all?: boolean }).all) reply(null, [{ address: pinned.address, family: pinned.family }]);
    else reply(null, pinned.address, pinned.family);
  };
  const isHttps = url.protocol === "https:";
  const headers: http.OutgoingHttpHeaders = {
    "user-agent": browserUserAgent,
    accept: options.accept ?? acceptHtml,
    "accept-language": "en-US,en;q=0.9",
    "accept-encoding": "gzip, deflate, br",
  };
  const requestOptions: https.RequestOptions = {
    method: "GET",
    protocol: url.protocol,
    host,
    port: url.port ? Number(url.port) : undefined,
    path: `${url.pathname}${url.search}`,
    headers,
    lookup,
    // No pooled sockets: every request dials the address pinned for it.
    agent: false,
    signal,
    // SNI carries the name (never an IP literal, which TLS forbids there).
    ...(isHttps && !net.isIP(host) ? { servername: host } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).request(requestOptions, (response) => resolve({ response, request }));
    request.on("error", reject);
    request.end();
  });
}

async function readBody(response: http.IncomingMessage, maxBytes: number, url: string): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError("too-large", `The page is larger than ${formatMegabytes(maxBytes)}.`, { url });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new SafeFetchError("too-large", `The page is larger than ${formatMegabytes(maxBytes)}.`, { url });
    }
    chunks.push(chunk as Buffer);
  }
  return decodeContent(Buffer.concat(chunks), response.headers["content-encoding"], maxBytes, url);
}

const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliDecompress);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);

async function decodeContent(raw: Buffer, encodingHeader: string | undefined, maxBytes: number, url: string) {
  const encodings = (encodingHeader ?? "")
    .toLowerCase()
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e && e !== "identity")
    .reverse();
  let body = raw;
  try {
    for (const encoding of encodings) {
      const limit = { maxOutputLength: maxBytes };
      if (encoding === "gzip" || encoding === "x-gzip") body = await gunzip(body, limit);
      else if (encoding === "br") body = await brotli(body, limit);
      // "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
      else if (encoding === "deflate")
        body = (body[0] & 0x0f) === 8 ? await inflate(body, limit) : await inflateRaw(body, limit);
    }
  } catch (cause) {
    if ((cause as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new SafeFetchError("too-large", `The page is larger than ${formatMegabytes(maxBytes)}.`, { url, cause });
    }
    throw new SafeFetchError("unreachable", "The site sent a body we could not decompress.", { url, cause });
  }
  return body;
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function networkError(cause: unknown, url: string, signal: AbortSignal, timeoutMs: number): SafeFetchError {
  if (cause instanceof SafeFetchError) return cause;
  if (signal.aborted) {
    const reason = signal.reason;
    if (reason instanceof SafeFetchError) return reason;
    return new SafeFetchError("timeout", `The site did not answer within ${timeoutMs / 1000} s.`, { url, cause });
  }
  const code = (cause as { code?: string }).code ?? "";
  const detail = code ? ` (${code})` : "";
  return new SafeFetchError("unreachable", `Could not connect to the site${detail}.`, { url, cause });
}

/**
 * Fetches a URL under the rules above. Non-2xx answers are returned, not thrown (the caller knows
 * what a 403 means for it); every refusal, network failure, timeout and size breach throws
 * SafeFetchError before or instead of reading further.
 */
export async function safeFetch(input: string | URL, options: TSafeFetchOptions = {}): Promise<TSafeResponse> {
  const timeoutMs = options.timeoutMs ?? safeFetchDefaults.timeoutMs;
  const maxBytes = options.maxBytes ?? safeFetchDefaults.maxBytes;
  const maxRedirects = options.maxRedirects ?? safeFetchDefaults.maxRedirects;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new SafeFetchError("timeout", `The site did not answer within ${timeoutMs / 1000} s.`)),
    timeoutMs,
  );
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });
  const redirects: string[] = [];
  let current = checkUrl(input, options);
  try {
    for (;;) {
      const href = current.url.href;
      const pinned = await raceAbort(
        pinAddress(current.host, current.literalAddress, options, href),
        controller.signal,
      );
      options.onHop?.({ url: href, address: pinned.address });
      let hop: THopResult;
      try {
        hop = await requestHop(current.url, current.host, pinned, options, controller.signal);
      } catch (cause) {
        throw networkError(cause, href, controller.signal, timeoutMs);
      }
      const { response } = hop;
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (redirectStatuses.has(status) && location) {
        response.destroy();
        if (redirects.length >= maxRedirects) {
          throw new SafeFetchError("too-many-redirects", `The site redirected more than ${maxRedirects} times.`, {
            url: href,
          });
        }
        redirects.push(href);
        current = checkUrl(resolveRedirect(location, current.url), options);
        continue;
      }
      let body: Buffer;
      try {
        body = await readBody(response, maxBytes, href);
      } catch (cause) {
        throw networkError(cause, href, controller.signal, timeoutMs);
      }
      const contentType = response.headers["content-type"];
      return {
        url: href,
        status,
        headers: response.headers,
        mediaType: contentType ? contentType.split(";")[0].trim().toLowerCase() || null : null,
        body,
        redirects,
      };
    }
  } catch (error) {
    throw networkError(error, current.url.href, controller.signal, timeoutMs);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
  }
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
