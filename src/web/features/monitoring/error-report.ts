/**
 * Turns what the browser caught (an Error, a rejection's reason, anything thrown) into a bounded
 * report: the category, a message, the top of the stack and the page's path without its query.
 */
import type { TErrorCategory, TErrorSource } from "#core/monitoring/error-categories.ts";
import type { TErrorReport } from "#core/monitoring/error-report.schema.ts";

/** The same limits the endpoint enforces (error-report.schema.ts), kept here as numbers so no zod is bundled. */
export const reportLimits = { message: 1000, stack: 4000, detailValue: 200, details: 10 } as const;

type TDetailValue = string | number | boolean | null;

export function buildErrorReport({
  category,
  source,
  error,
  path,
  release,
  details,
}: {
  category: TErrorCategory;
  source: TErrorSource;
  error: unknown;
  path: string;
  release: string | null;
  details?: Record<string, unknown>;
}): TErrorReport {
  const message = messageOf(error).trim() || category;
  const stack = error instanceof Error && error.stack ? trimStack(error.stack) : undefined;
  return {
    category,
    source,
    message: message.slice(0, reportLimits.message),
    ...(stack ? { stack } : {}),
    path: path.split(/[?#]/)[0] || "/",
    ...(release ? { release } : {}),
    ...(details ? { details: toDetails(details) } : {}),
  };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Whole lines from the top, up to the limit: the first frames say where it broke. */
export function trimStack(stack: string): string {
  if (stack.length <= reportLimits.stack) return stack;
  let kept = "";
  for (const line of stack.split("\n")) {
    if (kept.length + line.length + 1 > reportLimits.stack) break;
    kept += `${line}\n`;
  }
  return kept.trimEnd() || stack.slice(0, reportLimits.stack);
}

/** Short plain values only: nested objects and long texts are dropped or cut. */
function toDetails(properties: Record<string, unknown>): Record<string, TDetailValue> {
  const details: Record<string, TDetailValue> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (Object.keys(details).length >= reportLimits.details) break;
    const name = key.slice(0, 40);
    if (typeof value === "string") details[name] = value.slice(0, reportLimits.detailValue);
    else if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean" || value === null) {
      details[name] = value;
    }
  }
  return details;
}
