/**
 * A page's loader sets this response header (a number of seconds) when every visitor sees the same
 * page: the server may then answer signed-out visitors from its page cache for that long. The
 * server removes the header before the response leaves.
 */
export const pageCacheHeader = "x-ladle-page-cache";
