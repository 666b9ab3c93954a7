/**
 * "Delete this …" at the foot of an edit page: it asks first, in a dialog whose safe answer has the
 * focus. The page's action takes `intent=delete` and answers a script `{ outcome: "deleted" }`;
 * without the page's script the first button posts `intent=confirm-delete` and the action answers
 * with the same question shown in place (`isAsking`).
 */
import "#web/styles/components/delete-section.css";
import { Trash2 } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef } from "react";
import { Form, type ShouldRevalidateFunction, useFetcher, useNavigate } from "react-router";
import { jsFieldName, useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { notify } from "#web/lib/toast.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";

/**
 * The page's `shouldRevalidate`: once its subject is deleted there is nothing left to load, and the
 * page leaves instead.
 */
export const skipReloadAfterDelete: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "delete" ? false : defaultShouldRevalidate;

export interface TDeleteSectionProps {
  /** What goes, as the button says it: "collection", "recipe". */
  thing: string;
  /** Its name, for the question and the toast. */
  name: string;
  /** The dialog's question, when `Delete “name”?` does not fit ("Delete your review?"). */
  question?: string;
  /** Under the section's heading: what deleting it does and does not take with it. */
  explanation: ReactNode;
  /** In the dialog, under the question. */
  consequence: string;
  /** Where the page goes once it is deleted. */
  leaveTo: string;
  /** The page's action asked (no script). */
  isAsking: boolean;
}

export function DeleteSection({
  thing,
  name,
  question = `Delete “${name}”?`,
  explanation,
  consequence,
  leaveTo,
  isAsking,
}: TDeleteSectionProps) {
  const id = useId();
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const deletion = useFetcher<{ ok: boolean; outcome?: string; formError?: string | null }>();
  const isDeleting = deletion.state !== "idle";
  const failure = deletion.data && !deletion.data.ok ? deletion.data.formError : null;
  useFormMessageReport(failure, deletion.data, "delete");
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  /** The safe answer has the focus, so Enter does not delete by accident. */
  const ask = useCallback(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    keep.current?.focus();
  }, []);
  useEffect(() => {
    if (isAsking && isHydrated) ask();
  }, [isAsking, isHydrated, ask]);
  useEffect(() => {
    if (deletion.data?.outcome !== "deleted") return;
    dialog.current?.close();
    notify.success(`Deleted ${name}.`);
    navigate(leaveTo, { replace: true });
  }, [deletion.data, name, leaveTo, navigate]);

  return (
    <section className="danger-zone" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Delete this {thing}</h2>
      <p className="muted">{explanation}</p>
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value="confirm-delete"
          className="button button--danger-outline"
          onClick={(event) => {
            if (!isHydrated) return;
            event.preventDefault();
            ask();
          }}
        >
          <Trash2 aria-hidden="true" size={18} />
          Delete {thing}
        </button>
      </Form>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby={`${id}-question`}
        aria-describedby={`${id}-consequence`}
        open={isAsking && !isHydrated ? true : undefined}
      >
        <deletion.Form method="post" className="confirm-dialog__body">
          <input type="hidden" name={jsFieldName} value={isHydrated ? "1" : "0"} />
          <h2 id={`${id}-question`}>{question}</h2>
          <p id={`${id}-consequence`}>{consequence}</p>
          {failure ? (
            <p className="field-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="form-actions">
            <button
              type="submit"
              name="intent"
              value="delete"
              className="button button--danger"
              disabled={isDeleting}
              aria-busy={isDeleting}
            >
              {isDeleting ? "Deleting…" : `Delete ${thing}`}
            </button>
            {isHydrated ? (
              <button type="button" ref={keep} className="button button--ghost" onClick={() => dialog.current?.close()}>
                Keep it
              </button>
            ) : (
              <a href="?" className="button button--ghost">
                Keep it
              </a>
            )}
          </div>
        </deletion.Form>
      </dialog>
    </section>
  );
}
