import { type RefObject, useEffect } from "react";

/**
 * After a refused submit, focus goes to the first field marked invalid, so a keyboard or screen
 * reader user lands on what to put right (the disabled submit button would otherwise drop focus
 * to the page). `result` is the action's answer: each new one moves focus again.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, result: unknown) {
  useEffect(() => {
    if (!result) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, result]);
}
