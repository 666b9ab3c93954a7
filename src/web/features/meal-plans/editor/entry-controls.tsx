import { GripVertical, Minus, NotebookPen, Plus, Repeat, Trash2 } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import type { TMealPlanEntry } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealPlanLimits } from "#core/meal-plans/meal-slots.ts";
import type { TPlanEditor } from "./use-plan-editor.ts";

/**
 * A dish's controls in the editor: move (pick up, then arrow keys or "Move here"), servings, a
 * note, swap for another recipe, remove.
 */
export function EntryControls({
  entry,
  editor,
  isPicked,
  onMove,
  onMoveKey,
  onSwap,
  onRemove,
}: {
  entry: TMealPlanEntry;
  editor: TPlanEditor;
  isPicked: boolean;
  onMove: () => void;
  onMoveKey: (event: React.KeyboardEvent) => void;
  onSwap: () => void;
  onRemove: () => void;
}) {
  const title = entry.recipe.title;
  const noteId = useId();
  const [isEditingNote, setEditingNote] = useState(false);
  const noteButton = useRef<HTMLButtonElement>(null);
  const noteField = useRef<HTMLInputElement>(null);

  // The field opens because its button was just pressed: typing goes into it, after the note it
  // holds (focused by script, a field puts the caret before its text). Focused as it is drawn, in
  // the press's own task: a passive effect waits for the next frame, and keys typed before it (a
  // quick typist, a slow phone) went to the button, where a space or Enter closed the note again.
  useLayoutEffect(() => {
    const field = noteField.current;
    if (!isEditingNote || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [isEditingNote]);

  const setServings = (servings: number) => {
    if (servings >= 1 && servings <= mealPlanLimits.maxServings) void editor.update(entry.id, { servings });
  };
  const saveNote = (note: string) => {
    setEditingNote(false);
    if (note.trim() !== entry.note) void editor.update(entry.id, { note: note.trim() });
  };
  return (
    <div className="entry-controls">
      <div className="entry-controls__row">
        <button
          type="button"
          className="icon-button entry-controls__move"
          data-move-entry={entry.id}
          aria-pressed={isPicked}
          aria-label={isPicked ? `Drop ${title} here` : `Move ${title}`}
          title={isPicked ? "Drop here (arrow keys choose the meal)" : "Move (then arrow keys)"}
          onClick={onMove}
          onKeyDown={onMoveKey}
        >
          <GripVertical aria-hidden="true" size={16} />
        </button>
        <button
          ref={noteButton}
          type="button"
          className="icon-button"
          aria-label={`Note for ${title}`}
          aria-expanded={isEditingNote}
          aria-controls={isEditingNote ? noteId : undefined}
          // Pressing the button would take focus from the open field first, which saves and closes
          // it, and the click would then open it again: the field keeps focus until the click.
          onMouseDown={(event) => {
            if (isEditingNote) event.preventDefault();
          }}
          onClick={() => {
            if (!isEditingNote) return setEditingNote(true);
            // Focus coming to the button takes it from the field, which saves what it holds.
            if (document.activeElement !== noteField.current) saveNote(noteField.current?.value ?? entry.note);
            noteButton.current?.focus();
          }}
        >
          <NotebookPen aria-hidden="true" size={16} />
        </button>
        <button type="button" className="icon-button" aria-label={`Swap ${title} for another recipe`} onClick={onSwap}>
          <Repeat aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          className="icon-button entry-controls__remove"
          data-remove-entry={entry.id}
          aria-label={`Remove ${title}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" size={16} />
        </button>
      </div>
      <fieldset className="entry-controls__servings">
        <legend className="visually-hidden">Servings of {title}</legend>
        <button
          type="button"
          className="icon-button"
          aria-label={`One serving fewer of ${title}`}
          disabled={entry.servings <= 1}
          onClick={() => setServings(entry.servings - 1)}
        >
          <Minus aria-hidden="true" size={14} />
        </button>
        <span className="tabular-nums" aria-live="polite">
          {entry.servings}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={`One serving more of ${title}`}
          disabled={entry.servings >= mealPlanLimits.maxServings}
          onClick={() => setServings(entry.servings + 1)}
        >
          <Plus aria-hidden="true" size={14} />
        </button>
      </fieldset>
      {isEditingNote ? (
        <div id={noteId} className="entry-controls__note">
          <label htmlFor={`${noteId}-input`} className="visually-hidden">
            Note for {title}
          </label>
          <input
            ref={noteField}
            id={`${noteId}-input`}
            className="input"
            defaultValue={entry.note}
            maxLength={mealPlanLimits.maxNote}
            placeholder="Double the garlic"
            onBlur={(event) => saveNote(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== "Enter" && event.key !== "Escape") return;
              event.preventDefault();
              // Focus goes back to the button, and the field saves what it holds as focus leaves it:
              // Escape gives it the saved note back first.
              if (event.key === "Escape") event.currentTarget.value = entry.note;
              noteButton.current?.focus();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
