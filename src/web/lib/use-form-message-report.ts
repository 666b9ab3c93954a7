import { useEffect } from "react";
import { reportFormMessageShown } from "./rate-limit-report.ts";

/**
 * Reports a form answer's message once it is on the page: a rate limit sends its analytics event, as
 * a toast's does (`reportFormMessageShown`). `answer` is the action's or fetcher's data.
 */
export function useFormMessageReport(message: string | null | undefined, answer: unknown, context: string) {
  useEffect(() => {
    reportFormMessageShown(message, answer, context);
  }, [message, answer, context]);
}
