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

export function ShoppingItemRow({ item, actions }: { item: TShoppingItem; actions: TItemActions }) {
  const [isEditing, setIsEditing] = useState(false);
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
    requestAnimationFrame(() => editButton.current?.focus());
  }

  function finishEditing(event?: FormEvent) {
    event?.preventDefault();
    const text = input.current?.value.trim() ?? "";
    if (text && text !== item.text) actions.onEdit(item, text);
    stopEditing();
  }

  const recipes = item.recipes.map((recipe) => recipe.title).join(", ");
  return (
    <li
      className={`shopping-item${item.isChecked ? " shopping-item--checked" : ""}`}
      data-focus-lines={item.lines.map((line) => line.id).join(" ")}
    >
      {isEditing ? (
        <form className="shopping-item__edit" onSubmit={finishEditing}>
          <label htmlFor={`${id}-text`} className="visually-hidden">
            Edit {item.text}
          </label>
          <input
            ref={input}
            id={`${id}-text`}
            className="input"
            defaultValue={item.text}
            maxLength={200}
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
