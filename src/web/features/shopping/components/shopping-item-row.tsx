/** One item: a tick box labelled with the item, the recipes that need it, and edit and remove. */
import Pencil from "lucide-react/icons/pencil";
import X from "lucide-react/icons/x";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { TShoppingItem } from "../operations.ts";

export interface TItemActions {
  onCheck(item: TShoppingItem, isChecked: boolean): void;
  onEdit(item: TShoppingItem, text: string): void;
  onRemove(item: TShoppingItem): void;
}

/** Said in the edit field's own error when an item is saved with its text cleared. */
export const emptyEditText = "Type the item, like 2 lemons.";

export function ShoppingItemRow({ item, actions }: { item: TShoppingItem; actions: TItemActions }) {
  const [isEditing, setIsEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const id = `item-${item.key.replace(/[^\w-]/g, "-")}`;
  // An item added offline has no line on the server yet that a tick could name.
  const isWaiting = item.lines.length === 0;

  useEffect(() => {
    if (isEditing) input.current?.select();
  }, [isEditing]);

  function stopEditing() {
    setIsEditing(false);
    setError(null);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function finishEditing(event?: FormEvent) {
    event?.preventDefault();
    const text = input.current?.value.trim() ?? "";
    // An item with no words is no item: the edit stays open and says so (Escape keeps the old text).
    // Pressing Save took the focus to the button: back to the field that needs the words.
    if (!text) {
      input.current?.focus();
      return setError(emptyEditText);
    }
    if (text !== item.text) actions.onEdit(item, text);
    stopEditing();
  }

  const recipes = item.recipes.map((recipe) => recipe.title).join(", ");
  return (
    <li
      className={`shopping-item${item.isChecked ? " shopping-item--checked" : ""}`}
      data-focus-lines={item.lines.map((line) => line.id).join(" ")}
    >
      {isEditing ? (
        <form className="shopping-item__edit" onSubmit={finishEditing} noValidate>
          <label htmlFor={`${id}-text`} className="visually-hidden">
            Edit {item.text}
          </label>
          <input
            ref={input}
            id={`${id}-text`}
            className="input"
            defaultValue={item.text}
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onInput={() => setError(null)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                event.stopPropagation();
                stopEditing();
              }
            }}
          />
          <button type="submit" className="button button--small">
            Save
          </button>
          {error ? (
            <p id={`${id}-error`} className="field__error shopping-item__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <>
          <input
            type="checkbox"
            id={id}
            className="shopping-item__check"
            data-focus-control="check"
            checked={item.isChecked}
            disabled={isWaiting}
            onChange={(event) => actions.onCheck(item, event.currentTarget.checked)}
          />
          <label htmlFor={id} className="shopping-item__label">
            <span className="shopping-item__text">{item.text}</span>
            {recipes ? <span className="shopping-item__recipes">for {recipes}</span> : null}
            {isWaiting ? <span className="shopping-item__recipes">Adding when you're back online</span> : null}
          </label>
          {isWaiting ? null : (
            <span className="shopping-item__actions">
              <button
                ref={editButton}
                type="button"
                className="icon-button icon-button--small"
                data-focus-control="edit"
                aria-label={`Edit ${item.text}`}
                onClick={() => setIsEditing(true)}
              >
                <Pencil size={16} aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-button icon-button--small"
                data-focus-control="remove"
                aria-label={`Remove ${item.text}`}
                onClick={() => actions.onRemove(item)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </span>
          )}
        </>
      )}
    </li>
  );
}
