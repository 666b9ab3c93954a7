/**
 * Rate limits a page shows in place (beside a form rather than in a toast) send the rate-limit
 * analytics event a toast sends (`showErrorToast`), once for each refusal shown. Apart from
 * errors.ts so that pages with no such form do not load it.
 */
import { track } from "./analytics.ts";
import { errorTexts, isRateLimitError } from "./errors.ts";

/** What said a rate limit the page has reported: each is reported once, however often it is drawn. */
const reportedRateLimits = new WeakSet<object>();

/**
 * Sends the rate-limit event for a rate limit the page shows in its own words: once per
 * `occurrence`, the error or the form's answer that said it.
 */
export function reportRateLimitOnce(occurrence: unknown, context: string) {
  if (typeof occurrence === "object" && occurrence !== null) {
    if (reportedRateLimits.has(occurrence)) return;
    reportedRateLimits.add(occurrence);
  }
  track("rate limit error", { context });
}

/**
 * Reports a caught error the page shows in place (beside a form rather than in a toast) as the toast
 * does: a rate limit sends one "rate limit error" event per error, however often it is drawn; any
 * other error is left alone.
 */
export function reportRateLimitShown(error: unknown, context: string) {
  if (isRateLimitError(error)) reportRateLimitOnce(error, context);
}

/**
 * The same for a message a form's answer brought (the server said it with `formMessageOf`): when it
 * is the rate-limit text, one event per `answer`, the object that brought it, so the same answer
 * drawn again is not counted again and the next refusal is.
 */
export function reportFormMessageShown(message: string | null | undefined, answer: unknown, context: string) {
  if (message === errorTexts.rateLimited) reportRateLimitOnce(answer, context);
}
