import { isUuid } from "#core/text/uuid.ts";
import type { TBlogRef } from "./access.ts";

/** A blog named in an address: by its id when it looks like one, otherwise by its shortlink. */
export function blogRefOf(value: string): TBlogRef {
  return isUuid(value) ? { id: value } : { shortlink: value };
}
