const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string has the shape of a UUID, the form of every row id. Routes check a path segment
 * with this before it reaches a query, so a malformed id is a 404 rather than a database error.
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
