/**
 * Live username check as the user types (spec §5): the format is checked at once in the browser,
 * then, after a pause in typing, the server counts profiles holding the name (other than ours).
 */
import { useEffect, useState } from "react";
import { normalizeUsername, usernameProblem } from "#core/identity/username.ts";
import { isRateLimitError } from "#web/lib/errors.ts";
import { checkUsername } from "./api.ts";
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

/** `current` is the user's own username, which needs no check. */
export function useUsernameAvailability(value: string, { current = null }: { current?: string | null } = {}) {
  const username = normalizeUsername(value);
  const [status, setStatus] = useState<TUsernameStatus>({ state: "idle" });

  useEffect(() => {
    if (!username) return setStatus({ state: "idle" });
    if (current && username === current) return setStatus({ state: "unchanged" });
    const problem = usernameProblem(username);
    if (problem) return setStatus({ state: "invalid", message: problem });
    setStatus({ state: "checking" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const result = await checkUsername(username, controller.signal);
        setStatus(result.is_available ? { state: "available" } : { state: "taken" });
      } catch (error) {
        if (controller.signal.aborted) return;
        const field = fieldErrorFrom(error);
        if (field) setStatus({ state: "invalid", message: field.message });
        else
          setStatus({
            state: "unknown",
            message: isRateLimitError(error)
              ? "Too many checks. We'll check the name when you save."
              : "We couldn't check that name just now. We'll check it when you save.",
          });
      }
    }, usernameCheckDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [username, current]);

  return { username, status };
}
