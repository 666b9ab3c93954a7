import type { TBlogRef } from "./access.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A blog named in an address: by its id when it looks like one, otherwise by its shortlink. */
export function blogRefOf(value: string): TBlogRef {
  return uuidPattern.test(value) ? { id: value } : { shortlink: value };
}
