/**
 * The shopping list, for the page and the slide-in panel: items to buy by aisle (tick, edit,
 * remove), typed additions, the ticked ones with "Clear", the recipes on the list, sending to a
 * grocery partner, and (on the page) the household. Works from the browser's copy, so it keeps
 * working offline; writes are queued and synced.
 */
import CloudOff from "lucide-react/icons/cloud-off";
import ShoppingBasket from "lucide-react/icons/shopping-basket";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "#web/components/page-section.tsx";
import { Spinner } from "#web/components/spinner.tsx";
import type { TShoppingItem, TShoppingView } from "../operations.ts";
import { performOperation, type TSyncStatus } from "../shopping-store.ts";
import { GroceryPartners } from "./grocery-partners.tsx";
import { Household, Invitations } from "./household.tsx";
import { ShoppingItemRow, type TItemActions } from "./shopping-item-row.tsx";
import { listNeedsConnection, SyncStatus } from "./sync-status.tsx";
import { useFocusInList } from "./use-focus-in-list.ts";

export type TListVariant = "page" | "panel" | "grocery";

const lineIdsOf = (item: TShoppingItem) => item.lines.map((line) => line.id);

function itemActions(listId: string): TItemActions {
  return {
    onCheck: (item, isChecked) =>
      performOperation({
        listId,
        route: "POST /shopping-lists/:listId/items/check",
        body: { lineIds: lineIdsOf(item), isChecked },
      }),
    onEdit: (item, text) =>
      performOperation({
        listId,
        route: "POST /shopping-lists/:listId/items/edit",
        body: { lineIds: lineIdsOf(item), text },
      }),
    onRemove: (item) =>
      performOperation({
        listId,
        route: "POST /shopping-lists/:listId/items/remove",
        body: { lineIds: lineIdsOf(item) },
      }),
  };
}

export function ShoppingListView({
  view,
  status,
  pendingCount,
  variant,
  onNavigate,
}: {
  view: TShoppingView | null;
  status: TSyncStatus;
  pendingCount: number;
  variant: TListVariant;
  /** The panel closes when one of its links is followed. */
  onNavigate?: () => void;
}) {
  const focusInList = useFocusInList(view);
  if (!view) {
    if (status === "loading" || status === "syncing") {
      return (
        <div className="shopping-list__loading">
          <Spinner size={40} label="Loading your shopping list" />
        </div>
      );
    }
    // Offline before this browser ever had the list: what was added waits, and the list shows once
    // the network is back.
    if (status === "offline") {
      return (
        <div className={`shopping-list shopping-list--${variant}`}>
          {pendingCount > 0 ? <SyncStatus status={status} pendingCount={pendingCount} /> : null}
          <EmptyState
            icon={<CloudOff size={40} aria-hidden="true" className="empty-panel__icon" />}
            text={listNeedsConnection}
          />
        </div>
      );
    }
    return (
      <EmptyState
        text="We couldn't load your shopping list. Check your connection and try again."
        action={{ to: "/shopping-list", label: "Try again" }}
      />
    );
  }
  const actions = itemActions(view.id);
  const toBuy = view.aisles.flatMap((aisle) => aisle.items);
  const isEmpty = toBuy.length === 0 && view.checked.length === 0;
  return (
    <div {...focusInList} className={`shopping-list shopping-list--${variant}`}>
      <SyncStatus status={status} pendingCount={pendingCount} />
      <Invitations view={view} />
      {variant !== "grocery" ? <AddItemForm listId={view.id} /> : null}
      {isEmpty ? (
        <EmptyState
          icon={<ShoppingBasket size={40} aria-hidden="true" className="empty-panel__icon" />}
          text={
            variant === "grocery"
              ? "Your shopping list is empty. Add ingredients from any recipe, or type what you need on the shopping list."
              : "Your shopping list is empty. Add ingredients from any recipe, or type what you need above."
          }
          action={{ to: "/search", label: "Find a recipe" }}
        />
      ) : (
        <>
          {view.aisles.map((aisle) => (
            <section key={aisle.aisle} className="shopping-aisle" aria-label={aisle.aisle}>
              <h3 className="shopping-aisle__title">{aisle.aisle}</h3>
              <ul className="shopping-aisle__items" data-focus-section="buy">
                {aisle.items.map((item) => (
                  <ShoppingItemRow key={item.key} item={item} actions={actions} />
                ))}
              </ul>
            </section>
          ))}
          {toBuy.length === 0 ? <p className="shopping-list__done">All ticked off. Nice shop!</p> : null}
          <GroceryPartners items={toBuy} />
          {view.checked.length > 0 && variant !== "grocery" ? <CheckedItems view={view} actions={actions} /> : null}
        </>
      )}
      {variant === "page" && view.recipes.length > 0 ? <RecipesOnList view={view} /> : null}
      {variant === "page" ? <Household view={view} /> : null}
      {variant === "panel" ? (
        <p className="shopping-list__more">
          <Link to="/shopping-list" onClick={onNavigate}>
            Open the full list
          </Link>
          {" · "}
          <Link to="/grocery-list" onClick={onNavigate}>
            Go shopping
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Said in the field's own error when Add is pressed with nothing typed. */
export const emptyItemText = "Type an item to add, like 2 lemons.";

function AddItemForm({ listId }: { listId: string }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem("item") as HTMLInputElement;
    const text = field.value.trim();
    if (!text) {
      // Pressing Add took the focus to the button: back to the field that needs the words.
      field.focus();
      return setError(emptyItemText);
    }
    setError(null);
    performOperation({
      listId,
      route: "POST /shopping-lists/:listId/items",
      body: { texts: [text], lineIds: [crypto.randomUUID()] },
    });
    form.reset();
  }
  return (
    <form className="shopping-add" onSubmit={add} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        Add an item
      </label>
      <input
        id={inputId}
        name="item"
        className="input"
        data-focus-fallback
        placeholder="Add an item: 2 lemons, paper towels…"
        autoComplete="off"
        maxLength={200}
        enterKeyHint="done"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onInput={() => setError(null)}
      />
      <button type="submit" className="button">
        Add
      </button>
      {error ? (
        <p id={`${inputId}-error`} className="field__error shopping-add__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function CheckedItems({ view, actions }: { view: TShoppingView; actions: TItemActions }) {
  return (
    <section
      className="shopping-aisle shopping-aisle--checked"
      aria-labelledby="checked-items-title"
      data-focus-section="basket"
    >
      <div className="shopping-aisle__header">
        <h3 id="checked-items-title" className="shopping-aisle__title">
          In the basket ({view.checked.length})
        </h3>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() =>
            performOperation({ listId: view.id, route: "POST /shopping-lists/:listId/clear-checked", body: {} })
          }
        >
          Clear ticked items
        </button>
      </div>
      <ul className="shopping-aisle__items">
        {view.checked.map((item) => (
          <ShoppingItemRow key={item.key} item={item} actions={actions} />
        ))}
      </ul>
    </section>
  );
}

function RecipesOnList({ view }: { view: TShoppingView }) {
  return (
    <section className="shopping-recipes" aria-labelledby="shopping-recipes-title" data-focus-section="recipes">
      <h2 id="shopping-recipes-title">Recipes on this list</h2>
      <ul>
        {view.recipes.map((recipe) => (
          <li
            key={`${recipe.id}:${recipe.servings}:${recipe.title}`}
            className="shopping-recipes__item"
            data-focus-lines={recipe.lineIds.join(" ")}
          >
            <span className="shopping-recipes__text">
              {recipe.id ? <Link to={`/recipe/${recipe.id}`}>{recipe.title}</Link> : recipe.title}
              {recipe.servings ? (
                <span className="muted shopping-recipes__serves"> · serves {recipe.servings}</span>
              ) : null}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              data-focus-control="take-off"
              onClick={() =>
                performOperation({
                  listId: view.id,
                  route: "POST /shopping-lists/:listId/items/remove",
                  body: { lineIds: recipe.lineIds },
                })
              }
            >
              {/* The name starts with the words shown (speech control says "Take off"); the recipe follows for screen readers. */}
              Take off<span className="visually-hidden"> {recipe.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
