/**
 * Live username check as the user types: the format is checked at once in the browser, then, after
 * a pause in typing, the server counts profiles holding the name (other than ours).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { normalizeUsername, usernameProblem } from "#core/identity/username.ts";
import { callApi } from "#web/lib/api-client.ts";
import { isRateLimitError } from "#web/lib/errors.ts";
import { reportRateLimitShown } from "#web/lib/rate-limit-report.ts";
import { fieldErrorFrom } from "./errors.ts";

export type TUsernameStatus =
  | { state: "idle" }
  | { state: "unchanged" }
  | { state: "invalid"; message: string }
  | { state: "checking" }
  | { state: "available" }
  | { state: "taken" }
  | { state: "unknown"; message: string };

export const usernameCheckDelayMs = 350;

/** What the browser can tell without asking; null when the server must be asked. */
function localStatus(username: string, current: string | null): TUsernameStatus | null {
  if (!username) return { state: "idle" };
  if (current && username === current) return { state: "unchanged" };
  const problem = usernameProblem(username);
  return problem ? { state: "invalid", message: problem } : null;
}

/** `current` is the user's own username, which needs no check. */
export function useUsernameAvailability(value: string, { current = null }: { current?: string | null } = {}) {
  const username = normalizeUsername(value);
  const known = localStatus(username, current);
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (known) return;
    const timer = setTimeout(() => setSettled(username), usernameCheckDelayMs);
    return () => clearTimeout(timer);
  }, [username, known]);

  const isAsking = !known && settled === username;
  const check = useQuery({
    queryKey: ["username-availability", username],
    queryFn: ({ signal }) => callApi("GET /profiles/username-availability", { query: { username }, signal }),
    enabled: isAsking,
    // Each name is asked afresh, and an answer for one name never stands in for another.
    staleTime: 0,
    gcTime: 0,
    placeholderData: undefined,
  });

  const status = known ?? statusOf(isAsking ? check : null);
  // "Too many checks" on the page is a rate limit shown, reported once per failed check.
  const shownError = status.state === "unknown" ? check.error : null;
  useEffect(() => {
    reportRateLimitShown(shownError, "username");
  }, [shownError]);
  return { username, status };
}

function statusOf(check: { data?: { isAvailable: boolean }; error: unknown; isFetching: boolean } | null) {
  if (!check || check.isFetching) return { state: "checking" } as const;
  if (check.data) return check.data.isAvailable ? ({ state: "available" } as const) : ({ state: "taken" } as const);
  if (!check.error) return { state: "checking" } as const;
  const field = fieldErrorFrom(check.error);
  if (field) return { state: "invalid", message: field.message } as const;
  return {
    state: "unknown",
    message: isRateLimitError(check.error)
      ? "Too many checks. We'll check the name when you save."
      : "We couldn't check that name just now. We'll check it when you save.",
  } as const;
}
