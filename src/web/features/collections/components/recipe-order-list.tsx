/**
 * Edit Collection's recipes in their order: drag a row by its handle, press Move up / Move down, or
 * Alt with an arrow key anywhere on a row (the handle takes the arrows alone); remove one with its
 * button. Each move is announced to screen readers and saved a moment after the last one
 * (`PUT /api/collections/:id/order`). Without JavaScript the buttons post to the page's action.
 */
import { ArrowDown, ArrowUp, CookingPot, GripVertical, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { describeMove, findDropIndex, moveItem } from "#core/collections/order.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";

type TRow = Pick<TRecipeCard, "id" | "title" | "imageUrl" | "author">;
type TControl = "handle" | "up" | "down" | "remove";

const saveDelayMs = 600;

const moveSteps = [
  { step: -1, word: "up", Icon: ArrowUp },
  { step: 1, word: "down", Icon: ArrowDown },
] as const;

export function RecipeOrderList({ collectionId, recipes }: { collectionId: string; recipes: TRow[] }) {
  const isHydrated = useHydrated();
  const revalidator = useRevalidator();
  const [rows, setRows] = useState(recipes);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const savedIds = useRef(recipes.map((row) => row.id));
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [saveState, setSaveState] = useState<"idle" | "saving" | "saved">("idle");
  const [focusTarget, setFocusTarget] = useState<{ id: string; control: TControl } | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const drag = useRef<{ id: string; hasMoved: boolean; stop: () => void } | null>(null);

  // New data from the server (after a change elsewhere on the page) replaces the list, unless a
  // move of ours is still waiting to be saved.
  const serverKey = recipes.map((row) => row.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids say when the server's list changed.
  useEffect(() => {
    if (saveTimer.current) return;
    setRows(recipes);
    savedIds.current = recipes.map((row) => row.id);
  }, [serverKey]);

  // A moved row's node moves in the page; focus goes back to the control that moved it.
  useEffect(() => {
    if (!focusTarget) return;
    const selector = `[data-row="${focusTarget.id}"] [data-control="${focusTarget.control}"]`;
    listRef.current?.querySelector<HTMLElement>(selector)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // Leaving the page mid-drag, or before a move was saved, saves it on the way out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on leaving.
  useEffect(
    () => () => {
      drag.current?.stop();
      if (!saveTimer.current) return;
      clearSaveTimer();
      void saveOrder(rowsRef.current.map((row) => row.id));
    },
    [],
  );

  function clearSaveTimer() {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = null;
  }

  function scheduleSave() {
    clearSaveTimer();
    setSaveState("saving");
    saveTimer.current = setTimeout(() => {
      saveTimer.current = null;
      void saveOrder(rowsRef.current.map((row) => row.id));
    }, saveDelayMs);
  }

  async function saveOrder(ids: string[]) {
    if (ids.length === 0) return setSaveState("idle");
    try {
      await callApi("PUT /collections/:id/order", { params: { id: collectionId }, body: { recipeIds: ids } });
      savedIds.current = ids;
      if (!saveTimer.current) setSaveState("saved");
    } catch (error) {
      showErrorToast(error);
      const byId = new Map(recipes.map((row) => [row.id, row]));
      setRows(savedIds.current.flatMap((id) => byId.get(id) ?? []));
      setSaveState("idle");
      setAnnouncement("The new order couldn't be saved; the list is back as it was.");
    }
  }

  function moveTo(id: string, to: number, control: TControl) {
    const from = rowsRef.current.findIndex((row) => row.id === id);
    const next = moveItem(rowsRef.current, from, to);
    if (next === rowsRef.current) return;
    rowsRef.current = [...next];
    setRows(rowsRef.current);
    const index = rowsRef.current.findIndex((row) => row.id === id);
    setAnnouncement(describeMove(rowsRef.current[index].title, index, rowsRef.current.length));
    setFocusTarget({ id, control });
    scheduleSave();
  }

  function moveBy(id: string, step: -1 | 1, control: TControl) {
    const from = rowsRef.current.findIndex((row) => row.id === id);
    moveTo(id, from + step, control);
  }

  async function remove(row: TRow) {
    const before = rowsRef.current;
    const index = before.findIndex((candidate) => candidate.id === row.id);
    const next = before.filter((candidate) => candidate.id !== row.id);
    setRows(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocusTarget({ id: neighbour.id, control: "remove" });
    else document.getElementById("collection-order-title")?.focus();
    try {
      await callApi("DELETE /collections/:id/recipes/:recipeId", {
        params: { id: collectionId, recipeId: row.id },
      });
      notify.success(`Removed ${row.title}.`);
      revalidator.revalidate();
    } catch (error) {
      setRows(before);
      showErrorToast(error);
    }
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLLIElement>, id: string) {
    const control = (event.target as HTMLElement).dataset.control as TControl | undefined;
    const isArrow = event.key === "ArrowUp" || event.key === "ArrowDown";
    if (!isArrow || !(event.altKey || control === "handle")) return;
    event.preventDefault();
    moveBy(id, event.key === "ArrowUp" ? -1 : 1, control ?? "handle");
  }

  /**
   * A drag follows the pointer on the whole window: the rows move in the page while it goes, and a
   * moved node loses any pointer capture.
   */
  function onHandlePointerDown(event: PointerEvent<HTMLButtonElement>, id: string) {
    if (event.button !== 0) return;
    event.preventDefault();
    const stop = () => {
      window.removeEventListener("pointermove", followPointer);
      window.removeEventListener("pointerup", stop);
      window.removeEventListener("pointercancel", stop);
      endDrag();
    };
    drag.current = { id, hasMoved: false, stop };
    setDraggingId(id);
    window.addEventListener("pointermove", followPointer);
    window.addEventListener("pointerup", stop);
    window.addEventListener("pointercancel", stop);
  }

  function followPointer(event: globalThis.PointerEvent) {
    const dragged = drag.current;
    const list = listRef.current;
    if (!dragged || !list) return;
    const others = [...list.querySelectorAll<HTMLElement>("[data-row]")].filter((li) => li.dataset.row !== dragged.id);
    const middles = others.map((li) => {
      const box = li.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    const to = findDropIndex(middles, event.clientY);
    const from = rowsRef.current.findIndex((row) => row.id === dragged.id);
    if (to === from) return;
    rowsRef.current = [...moveItem(rowsRef.current, from, to)];
    setRows(rowsRef.current);
    dragged.hasMoved = true;
  }

  function endDrag() {
    const dragged = drag.current;
    drag.current = null;
    setDraggingId(null);
    if (!dragged?.hasMoved) return;
    const index = rowsRef.current.findIndex((row) => row.id === dragged.id);
    setAnnouncement(describeMove(rowsRef.current[index].title, index, rowsRef.current.length));
    scheduleSave();
  }

  /** Before the page's script runs, the buttons post to the action; afterwards they act here. */
  function asAction(action: () => void) {
    return (event: { preventDefault(): void }) => {
      if (!isHydrated) return;
      event.preventDefault();
      action();
    };
  }

  return (
    <>
      <p id="collection-order-help" className="visually-hidden">
        Drag a recipe by its handle, or use the Move up and Move down buttons. On any recipe, Alt with the up or down
        arrow key moves it too.
      </p>
      <ol ref={listRef} className="order-list" aria-describedby="collection-order-help">
        {rows.map((row, index) => (
          <li
            key={row.id}
            data-row={row.id}
            className={`order-list__row${draggingId === row.id ? " is-dragging" : ""}`}
            onKeyDown={(event) => onRowKeyDown(event, row.id)}
          >
            <button
              type="button"
              className="order-list__handle"
              data-control="handle"
              aria-label={`Reorder ${row.title}, position ${index + 1} of ${rows.length}`}
              aria-describedby="collection-order-help"
              hidden={!isHydrated}
              onPointerDown={(event) => onHandlePointerDown(event, row.id)}
            >
              <GripVertical aria-hidden="true" size={20} />
            </button>
            <span className="order-list__place tabular" aria-hidden="true">
              {index + 1}
            </span>
            {row.imageUrl ? (
              <img className="order-list__thumb" src={row.imageUrl} alt="" width={64} height={48} loading="lazy" />
            ) : (
              <span className="order-list__thumb order-list__thumb--empty" aria-hidden="true">
                <CookingPot size={20} strokeWidth={1.5} />
              </span>
            )}
            <span className="order-list__text">
              <Link to={`/recipe/${row.id}`} className="order-list__title">
                {row.title}
              </Link>
              {row.author ? <span className="muted order-list__byline">{row.author.name}</span> : null}
            </span>
            <span className="order-list__actions">
              {moveSteps.map(({ step, word, Icon }) => (
                <button
                  key={word}
                  type="submit"
                  name="move"
                  value={`${word}:${row.id}`}
                  className="icon-button"
                  data-control={word}
                  aria-label={`Move ${row.title} ${word}`}
                  aria-disabled={index === (step < 0 ? 0 : rows.length - 1) ? true : undefined}
                  onClick={asAction(() => moveBy(row.id, step, word))}
                >
                  <Icon aria-hidden="true" size={18} />
                </button>
              ))}
              <button
                type="submit"
                name="remove"
                value={row.id}
                className="icon-button icon-button--danger"
                data-control="remove"
                aria-label={`Remove ${row.title}`}
                onClick={asAction(() => void remove(row))}
              >
                <X aria-hidden="true" size={18} />
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="order-list__status muted" aria-hidden={saveState === "idle" ? true : undefined}>
        {saveState === "saving" ? "Saving the order…" : saveState === "saved" ? "Order saved." : "\u00a0"}
      </p>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </>
  );
}
