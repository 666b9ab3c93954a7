/**
 * What the import pages say when an import fails, in Ladle's plain, friendly voice, keyed by the
 * server's error codes, and the "recipe scraping error" analytics event the product's analytics
 * expect. Raw server text is never shown.
 */
import { track } from "#web/lib/analytics.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { isRateLimitError } from "#web/lib/errors.ts";

export type TImportMode = "url" | "html" | "text" | "bulk" | "save_to_ladle";

export interface TImportFailure {
  code: string;
  title: string;
  text: string;
  /** Which tab would help next. */
  suggest: "text" | "html" | "url" | null;
  /** The step that failed, for the progress list. */
  step: "fetching" | "reading";
}

const failures: Record<string, Omit<TImportFailure, "code">> = {
  IMPORT_NOT_RECIPE: {
    title: "No recipe on that page",
    text: "We couldn't read a recipe on that page. Paste the recipe text instead?",
    suggest: "text",
    step: "reading",
  },
  IMPORT_BLOCKED: {
    title: "That site blocked us",
    text: "The site didn't let us read the page. Paste the page's HTML or the recipe text instead?",
    suggest: "html",
    step: "fetching",
  },
  IMPORT_TOO_LARGE: {
    title: "That page is too large",
    text: "The page is over 5 MB, more than we read. Paste the recipe text instead?",
    suggest: "text",
    step: "fetching",
  },
  IMPORT_TIMEOUT: {
    title: "That site took too long",
    text: "The site didn't answer within 10 seconds. Try again, or paste the recipe text instead?",
    suggest: "text",
    step: "fetching",
  },
  IMPORT_UNREACHABLE: {
    title: "We couldn't reach that page",
    text: "Check the link, then try again. Or paste the recipe text instead?",
    suggest: "text",
    step: "fetching",
  },
  IMPORT_REFUSED_ADDRESS: {
    title: "We can't import from that address",
    text: "Use the link of a public web page, like https://example.com/recipes/soup.",
    suggest: null,
    step: "fetching",
  },
  IMPORT_INVALID_URL: {
    title: "That isn't a web page link",
    text: "Paste a link that starts with http:// or https://.",
    suggest: null,
    step: "fetching",
  },
  RATE_LIMITED: {
    title: "Too many imports",
    text: "Too many requests. Please try again later.",
    suggest: null,
    step: "fetching",
  },
  VALIDATION_FAILED: {
    title: "Something needs another look",
    text: "Check the highlighted fields and try again.",
    suggest: null,
    step: "reading",
  },
};

export function describeImportFailure(error: unknown): TImportFailure {
  const code = isRateLimitError(error) ? "RATE_LIMITED" : error instanceof ApiError ? error.code : "UNKNOWN";
  const known = failures[code];
  if (known) return { code, ...known };
  return {
    code,
    title: "Something went wrong",
    text: "We couldn't import that just now. Try again in a moment.",
    suggest: null,
    step: "fetching",
  };
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** Reports a failed import as "recipe scraping error"; rate limits also as "rate limit error". */
export function trackImportFailure(failure: TImportFailure, mode: TImportMode, url?: string) {
  if (failure.code === "RATE_LIMITED") track("rate limit error", { context: "import" });
  track("recipe scraping error", { code: failure.code, mode, host: hostOf(url) });
}
