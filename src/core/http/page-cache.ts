/**
 * A page's loader sets this response header when the page looks the same to everyone who gets it:
 * `5` lets the server answer signed-out visitors from its page cache for 5 seconds; `5; signed-in`
 * also lets it keep one copy for every signed-in visitor, whose own state (who they are, their
 * review, whom they follow) the open page asks for (`GET /api/me/state`). The server removes the
 * header before the response leaves.
 */
export const pageCacheHeader = "x-ladle-page-cache";

export interface TPageCachePolicy {
  seconds: number;
  /** The same copy may be served to signed-in visitors too (nothing on it depends on who they are). */
  isSharedWithSignedIn: boolean;
}

export function pageCacheValue({ seconds, isSharedWithSignedIn }: TPageCachePolicy): string {
  return isSharedWithSignedIn ? `${seconds}; signed-in` : String(seconds);
}

export function readPageCacheValue(value: string | null): TPageCachePolicy | null {
  if (!value) return null;
  const [secondsText, ...flags] = value.split(";").map((part) => part.trim());
  const seconds = Number(secondsText);
  if (!(seconds > 0)) return null;
  return { seconds, isSharedWithSignedIn: flags.includes("signed-in") };
}
