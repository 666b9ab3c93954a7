/**
 * Deleting a collection asks first, in a dialog. Without the page's script the first button posts
 * `intent=confirm-delete` and the page answers with the same question shown in place.
 */
import { Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import { jsFieldName, useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { notify } from "#web/lib/toast.ts";

export function DeleteCollection({
  name,
  recipeCount,
  isAsking,
}: {
  name: string;
  recipeCount: number;
  /** The page's action asked (no script). */
  isAsking: boolean;
}) {
  const isHydrated = useHydrated();
  const navigate = useNavigate();
  const deletion = useFetcher<{ ok: boolean; outcome?: string }>();
  const isDeleting = deletion.state !== "idle";
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
    navigate("/me", { replace: true });
  }, [deletion.data, name, navigate]);

  return (
    <section className="danger-zone" aria-labelledby="delete-collection-title">
      <h2 id="delete-collection-title">Delete this collection</h2>
      <p className="muted">
        The recipes stay on Ladle, in your other collections and on their pages; only this collection goes.
      </p>
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
          Delete collection
        </button>
      </Form>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby="confirm-delete-title"
        aria-describedby="confirm-delete-text"
        open={isAsking && !isHydrated ? true : undefined}
      >
        <deletion.Form method="post" className="confirm-dialog__body">
          <input type="hidden" name={jsFieldName} value={isHydrated ? "1" : "0"} />
          <h2 id="confirm-delete-title">Delete “{name}”?</h2>
          <p id="confirm-delete-text">
            {recipeCount > 0
              ? `Its ${recipeCount === 1 ? "recipe stays" : `${recipeCount} recipes stay`} on Ladle. This can't be undone.`
              : "This can't be undone."}
          </p>
          <div className="form-actions">
            <button
              type="submit"
              name="intent"
              value="delete"
              className="button button--danger"
              disabled={isDeleting}
              aria-busy={isDeleting}
            >
              {isDeleting ? "Deleting…" : "Delete collection"}
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
