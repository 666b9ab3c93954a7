/** Service failures as page responses: an AppError becomes its status (the error boundary's 404/403 pages). */
import { data } from "react-router";
import { AppError } from "#core/errors.ts";
import { formMessageOf } from "#web/lib/errors.ts";

export function throwAsPageError(error: unknown): never {
  if (error instanceof AppError && error.status < 500) throw data(null, { status: error.status });
  throw error;
}

/**
 * A form action's failure as `{ formError }` with its status (a rate limit in the product's words), or
 * a rethrow for server faults.
 */
export function formErrorFrom(error: unknown) {
  if (error instanceof AppError && error.status < 500) {
    return data({ ok: false as const, formError: formMessageOf(error) }, { status: error.status });
  }
  throw error;
}
