/**
 * Photos another app gave only as web addresses, fetched while a collection is imported: through
 * the SSRF-safe fetcher (addresses on private networks are refused before anything is dialled),
 * within a short deadline and a size cap, and kept only when the bytes are an image. A photo that
 * cannot be had is a note on the recipe's line of the report, never a failure of the recipe.
 */
import { imageTypeOf } from "#core/moving-in/moved-fields.ts";
import type { TMovedRecipe } from "#core/moving-in/moved-recipe.ts";
import { acceptImage, SafeFetchError, safeFetch, type TSafeFetchOptions } from "#server/net/safe-fetch.ts";

export type TPhotoFetchOptions = Pick<TSafeFetchOptions, "allowLoopback" | "timeoutMs" | "maxBytes" | "resolve">;

/** A photo is a few megabytes at most; the recipe photo pipeline resizes it anyway. */
export const movedPhotoLimits = { timeoutMs: 8000, maxBytes: 10 * 1024 * 1024 } as const;

/** A recipe brings one photo: past this many addresses that fail, the rest are not tried. */
const maxAddressesPerRecipe = 3;

export type TFetchedPhoto = { photo: TMovedRecipe["photos"][number] } | { reason: string };

function reasonFor(error: SafeFetchError): string {
  switch (error.kind) {
    case "refused-address":
      return "its address is on a private network";
    case "timeout":
      return "the site took too long to answer";
    case "too-large":
      return `it is larger than ${movedPhotoLimits.maxBytes / 1024 / 1024} MB`;
    case "invalid-url":
      return "its address is not a web address we can fetch";
    default:
      return "the site could not be reached";
  }
}

/** One photo address → its bytes, or why not (in words, for the report). */
export async function fetchMovedPhoto(
  url: string,
  options: TPhotoFetchOptions & { signal?: AbortSignal } = {},
): Promise<TFetchedPhoto> {
  try {
    const response = await safeFetch(url, {
      timeoutMs: movedPhotoLimits.timeoutMs,
      maxBytes: movedPhotoLimits.maxBytes,
      ...options,
      accept: acceptImage,
    });
    if (response.status !== 200) return { reason: `the site answered HTTP ${response.status}` };
    const bytes = new Uint8Array(response.body);
    const mediaType = imageTypeOf(bytes);
    if (!mediaType) return { reason: "it is not an image" };
    return { photo: { bytes, mediaType, name: new URL(response.url).pathname.split("/").pop() || "photo" } };
  } catch (error) {
    if (error instanceof SafeFetchError) return { reason: reasonFor(error) };
    throw error;
  }
}

/** The first of the recipe's photo addresses that gives an image, or the note saying why none did. */
export async function fetchFirstMovedPhoto(
  urls: string[],
  options: TPhotoFetchOptions & { signal?: AbortSignal },
): Promise<TFetchedPhoto> {
  let reason = "it has no address";
  for (const url of urls.slice(0, maxAddressesPerRecipe)) {
    const fetched = await fetchMovedPhoto(url, options);
    if ("photo" in fetched) return fetched;
    reason = fetched.reason;
  }
  return { reason };
}

/** The report's words for a photo that did not come along. */
export function photoNote(reason: string): string {
  return `The photo could not be fetched: ${reason}.`;
}
