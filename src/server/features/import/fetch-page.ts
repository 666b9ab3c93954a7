/**
 * Fetching a recipe page and its photo through the SSRF-safe fetcher, with each way it can fail
 * turned into an AppError the import page can explain (blocked, not a recipe, too large, timeout,
 * unreachable, refused address).
 */
import { AppError } from "#core/errors.ts";
import { decodeText } from "#server/net/decode-text.ts";
import {
  acceptImage,
  SafeFetchError,
  safeFetch,
  type TSafeFetchOptions,
  type TSafeResponse,
} from "#server/net/safe-fetch.ts";

export type TFetchOptions = Pick<
  TSafeFetchOptions,
  "allowLoopback" | "timeoutMs" | "maxBytes" | "resolve" | "signal" | "onHop"
>;

/** Pages that answer 200 but are a bot check, not the recipe. */
const challengeMarkers =
  /<title>\s*(?:just a moment|attention required|access denied|are you a robot|security check|please verify|verify you are human|pardon our interruption)|cf-browser-verification|cf_chl_opt|\/cdn-cgi\/challenge-platform|px-captcha|captcha-delivery\.com|_Incapsula_Resource|distil_r_captcha/i;

export function looksLikeBotChallenge(html: string): boolean {
  return challengeMarkers.test(html.slice(0, 200_000));
}

export function toImportError(error: SafeFetchError): AppError {
  switch (error.kind) {
    case "invalid-url":
      return new AppError("IMPORT_INVALID_URL", { cause: error });
    case "refused-address":
      return new AppError("IMPORT_REFUSED_ADDRESS", { cause: error });
    case "timeout":
      return new AppError("IMPORT_TIMEOUT", { cause: error });
    case "too-large":
      return new AppError("IMPORT_TOO_LARGE", { cause: error });
    case "too-many-redirects":
      return new AppError("IMPORT_UNREACHABLE", {
        message: "That page keeps redirecting, so we couldn't read it. Check the link.",
        cause: error,
      });
    default:
      return new AppError("IMPORT_UNREACHABLE", { cause: error });
  }
}

async function fetchOrThrow(url: string, options: TSafeFetchOptions): Promise<TSafeResponse> {
  try {
    return await safeFetch(url, options);
  } catch (error) {
    if (error instanceof SafeFetchError) throw toImportError(error);
    throw error;
  }
}

const htmlTypes = new Set(["text/html", "application/xhtml+xml", "text/plain", "application/xml", "text/xml"]);

export interface TFetchedPage {
  /** The final address after redirects. */
  url: string;
  html: string;
}

/** The page as text; throws the import AppErrors. */
export async function fetchRecipePage(url: string, options: TFetchOptions = {}): Promise<TFetchedPage> {
  const response = await fetchOrThrow(url, options);
  const { status } = response;
  if ([401, 403, 407, 429, 451].includes(status)) throw new AppError("IMPORT_BLOCKED");
  if (status === 404 || status === 410) {
    throw new AppError("IMPORT_UNREACHABLE", {
      message: "That site says the page doesn't exist. Check the link.",
    });
  }
  if (status >= 400 || status < 200) {
    const html = decodeText(response.body, response.headers["content-type"]);
    if (looksLikeBotChallenge(html)) throw new AppError("IMPORT_BLOCKED");
    throw new AppError("IMPORT_UNREACHABLE", {
      message: `That site answered with an error (HTTP ${status}). Try again later, or paste the recipe text instead.`,
    });
  }
  if (response.mediaType && !htmlTypes.has(response.mediaType)) {
    throw new AppError("IMPORT_NOT_RECIPE", {
      message: "That link isn't a web page we can read. Use the link of the recipe's page.",
    });
  }
  return { url: response.url, html: decodeText(response.body, response.headers["content-type"]) };
}

/** Formats sharp reads; SVG is left out on purpose (it is a document, not a photo). */
function isRasterImage(body: Buffer): boolean {
  const ascii = (start: number, end: number) => body.subarray(start, end).toString("latin1");
  if (body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return true; // JPEG
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return true;
  if (ascii(0, 4) === "GIF8") return true;
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return true;
  return ascii(4, 8) === "ftyp" && /^(?:avif|avis|heic|heix|mif1)$/.test(ascii(8, 12)); // AVIF/HEIF
}

/** The photo's bytes, or null when it cannot be had (the recipe is saved without it). */
export async function fetchRecipeImage(url: string, options: TFetchOptions = {}): Promise<Buffer | null> {
  try {
    const response = await safeFetch(url, { ...options, accept: acceptImage });
    if (response.status !== 200 || !isRasterImage(response.body)) return null;
    return response.body;
  } catch (error) {
    if (error instanceof SafeFetchError) return null;
    throw error;
  }
}
