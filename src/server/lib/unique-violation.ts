/**
 * Whether a database error is a unique violation (SQLSTATE 23505), optionally on one constraint.
 * drizzle wraps driver errors, so the PostgreSQL error may sit anywhere down the `cause` chain;
 * node-postgres and PGlite both put `code` and `constraint` on it.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasSqlState(error, "23505", constraint);
}

/** Whether a database error is a foreign-key violation (SQLSTATE 23503): a row it points at is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, "23503");
}

function hasSqlState(error: unknown, sqlState: string, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === sqlState) return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
