/**
 * For a lazy part (components/lazy-part.tsx) that is a dialog itself, such as cook mode or the save
 * menu: when it cannot load, the same note in a small modal dialog, so the button that asked for it
 * is answered where the cook is looking. Closing it is closing the part. Kept apart from
 * lazy-part.tsx so that only pages with such parts load it.
 */
import "#web/styles/components/part-unavailable-dialog.css";
import { useEffect, useId, useRef } from "react";
import { PartUnavailable, type TUnavailableProps } from "./lazy-part.tsx";

export function PartUnavailableDialog({
  title,
  onClose,
  ...note
}: TUnavailableProps & { title: string; onClose: () => void; offline?: string; failed?: string }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Removed from the page when the part loads, it leaves the top layer without a close event: the
  // part opens in its place.
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="part-unavailable-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{title}</h2>
      <PartUnavailable {...note} />
      <div className="part-unavailable-dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
