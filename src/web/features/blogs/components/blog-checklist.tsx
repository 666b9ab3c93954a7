import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { notify } from "#web/lib/toast.ts";
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
  /** Fields before the list (a category's name). */
  children?: React.ReactNode;
}) {
  const id = useId();
  const fetcher = useFetcher<TBlogActionResult>();
  const isSaving = fetcher.state !== "idle";
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) notify.success(savedText);
  }, [result, savedText]);
  const checked = new Set(checkedIds);
  return (
    <details className="blog-checklist">
      <summary>{summary}</summary>
      <fetcher.Form
        method="post"
        className="blog-checklist__form"
        onSubmit={(event) => {
          if (isSaving) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        {children}
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
        {result && !result.ok ? (
          <p className="form-error" role="alert">
            {result.formError ?? Object.values(result.errors)[0]}
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
