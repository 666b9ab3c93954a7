/**
 * Above a form whose save was refused because what it edits was saved in another tab or on another
 * device after the form opened (409 EDIT_CONFLICT). It says so and offers the two ways on: "Save mine
 * over it" (the whole form wins) or "Open the newer version". It takes the focus when it appears, so
 * a screen reader reads it and the keyboard is next to its buttons.
 */
import "#web/styles/components/edit-conflict-notice.css";
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { overwriteField } from "#web/lib/edit-conflict.ts";

/**
 * With the page's script, a click does it. Without it, "Save mine over it" posts the form as the
 * cook last posted it (`posted`) in a form of its own, so that Enter in the page's form never picks
 * it, and "Open the newer version" is a link that loads the page again.
 */
type TSaveMine = { onSave: () => void; isSaving: boolean } | { posted: Record<string, string> };
type TOpenNewer = { onOpen: () => void; isOpening?: boolean } | { href: string };

export function EditConflictNotice({
  message,
  saveMine,
  openNewer,
}: {
  message: string;
  saveMine: TSaveMine;
  openNewer: TOpenNewer;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} className="conflict-notice" role="alert" tabIndex={-1}>
      <TriangleAlert aria-hidden="true" size={20} />
      <p>{message}</p>
      <div className="conflict-notice__actions">
        {"posted" in saveMine ? (
          <form method="post">
            {Object.entries(saveMine.posted).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="button button--secondary" name={overwriteField} value="1">
              Save mine over it
            </button>
          </form>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            disabled={saveMine.isSaving}
            aria-busy={saveMine.isSaving}
            onClick={saveMine.onSave}
          >
            Save mine over it
          </button>
        )}
        {"href" in openNewer ? (
          <a className="button button--ghost" href={openNewer.href}>
            Open the newer version
          </a>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={openNewer.isOpening}
            onClick={openNewer.onOpen}
          >
            Open the newer version
          </button>
        )}
      </div>
    </div>
  );
}
