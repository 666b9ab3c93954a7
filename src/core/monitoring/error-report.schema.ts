import { z } from "zod";
import { errorCategories, errorSources } from "./error-categories.ts";

/** Longest stack kept from a browser error: the top frames say where it broke. */
export const maxStackLength = 4000;
export const maxMessageLength = 1000;

/**
 * A browser error sent to Ladle's own endpoint when no error-reporting service is configured. Every
 * text is bounded, so a report stays small in the log; the extra details are a few short values.
 */
export const ZErrorReport = z.object({
  category: z.enum(errorCategories),
  source: z.enum(errorSources),
  message: z.string().trim().min(1).max(maxMessageLength),
  stack: z.string().max(maxStackLength).optional(),
  /** The page's path (no query string: it may hold what someone searched for). */
  path: z
    .string()
    .max(500)
    .regex(/^\/[^?#]*$/, "must be a path starting with / without a query"),
  release: z.string().max(100).optional(),
  details: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((value) => Object.keys(value).length <= 10, "must have at most 10 entries")
    .optional(),
});

export type TErrorReport = z.infer<typeof ZErrorReport>;
