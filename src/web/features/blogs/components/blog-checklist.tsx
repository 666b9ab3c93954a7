import { type ReactNode, useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { notify } from "#web/lib/toast.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { TBlogActionResult } from "../action-result.ts";

export interface TChecklistItem {
  id: string;
  title: string;
  meta?: string;
}

/**
 * Choose which of your things sit on the blog: a list of checkboxes in a disclosure, posted to the
 * page's action as `name` (one value per checked item) with its `intent`.
 */
export function BlogChecklist({
  intent,
  summary,
  items,
  checkedIds,
  name = "ids",
  savedText,
  children,
}: {
  intent: string;
  summary: string;
  items: TChecklistItem[];
  checkedIds: readonly string[];
  name?: string;
  savedText: string;
  /**
   * Fields before the list (a category's name). Given as a function, they get the refused save's
   * errors and show their own beside them; the list's error stays under the list.
   */
  children?: ReactNode | ((errors: Record<string, string>) => ReactNode);
}) {
  const id = useId();
  const fetcher = useFetcher<TBlogActionResult>();
  const isSaving = fetcher.state !== "idle";
  const result = fetcher.data;
  const form = useRef<HTMLFormElement>(null);
  const errors = result && !result.ok ? result.errors : {};
  const hasOwnFields = typeof children === "function";
  const listError =
    result && !result.ok
      ? (result.formError ?? errors[name] ?? (hasOwnFields ? null : Object.values(errors)[0]))
      : null;
  useFocusFirstError(form, result);
  useEffect(() => {
    if (result?.ok) notify.success(savedText);
  }, [result, savedText]);
  useFormMessageReport(result && !result.ok ? result.formError : null, result, "blog");
  const checked = new Set(checkedIds);
  return (
    <details className="blog-checklist">
      <summary>{summary}</summary>
      <fetcher.Form
        ref={form}
        method="post"
        className="blog-checklist__form"
        onSubmit={(event) => {
          if (isSaving) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        {hasOwnFields ? children(errors) : children}
        <fieldset className="blog-checklist__items">
          <legend className="visually-hidden">{summary}</legend>
          {items.map((item) => (
            <label key={item.id} className="blog-checklist__item" htmlFor={`${id}-${item.id}`}>
              <input
                id={`${id}-${item.id}`}
                type="checkbox"
                name={name}
                value={item.id}
                defaultChecked={checked.has(item.id)}
              />
              <span>{item.title}</span>
              {item.meta ? <span className="muted blog-checklist__meta">{item.meta}</span> : null}
            </label>
          ))}
        </fieldset>
        {listError ? (
          <p className="form-error" role="alert">
            {listError}
          </p>
        ) : null}
        <div className="form-actions">
          {/* Busy rather than disabled: a disabled button loses the keyboard's focus. */}
          <button
            type="submit"
            className="button button--small"
            aria-disabled={isSaving || undefined}
            aria-busy={isSaving || undefined}
          >
            {isSaving ? "Saving…" : "Save"}
          </button>
        </div>
      </fetcher.Form>
    </details>
  );
}
