import { ClipboardPaste } from "lucide-react";
import { useId, useState } from "react";

/** "Paste a list": a textarea whose text the editor splits into lines (src/core/recipes/paste.ts). */
export function PastePanel({
  what,
  placeholder,
  onAdd,
}: {
  what: "ingredients" | "steps";
  placeholder: string;
  onAdd: (text: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const id = useId();
  if (!isOpen) {
    return (
      <button
        type="button"
        className="button button--ghost paste-panel__open"
        onClick={() => setIsOpen(true)}
        aria-expanded={false}
      >
        <ClipboardPaste aria-hidden="true" size={18} />
        Paste a list
      </button>
    );
  }
  return (
    <div className="paste-panel">
      <label htmlFor={id} className="field__label">
        Paste {what}
      </label>
      <p className="field__hint muted" id={`${id}-hint`}>
        {what === "ingredients"
          ? "One ingredient per line. A line ending in a colon, like “For the sauce:”, starts a group."
          : "Numbered lines or paragraphs each become a step. A line ending in a colon starts a section."}
      </p>
      <textarea
        id={id}
        className="input textarea"
        rows={6}
        value={text}
        placeholder={placeholder}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the panel opens on request, ready for the paste.
        autoFocus
      />
      <div className="paste-panel__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!text.trim()}
          onClick={() => {
            onAdd(text);
            setText("");
            setIsOpen(false);
          }}
        >
          Add {what}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setIsOpen(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
