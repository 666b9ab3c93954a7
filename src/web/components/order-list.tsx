/**
 * A list its owner puts in order (a collection's recipes, a blog's featured recipes, collections
 * and categories): drag a row by its handle, press Move up / Move down, or Alt with an arrow key
 * anywhere on a row (the handle takes the arrows alone); remove one with its button when the list
 * allows it. Each move is announced to screen readers and saved a moment after the last one.
 * Without JavaScript the buttons post `move` ("up:<id>" / "down:<id>") and `remove` to the page's
 * action, inside the form the caller wraps the list in.
 */
import "#web/styles/components/order-list.css";
import { ArrowDown, ArrowUp, CookingPot, GripVertical, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { describeMove, findDropIndex, moveItem } from "#core/collections/order.ts";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { showErrorToast } from "#web/lib/errors.ts";

export interface TOrderItem {
  id: string;
  title: string;
  imageUrl: string | null;
  /** Where the row's title leads. */
  href: string;
  byline?: string | null;
}

type TControl = "handle" | "up" | "down" | "remove";

const saveDelayMs = 600;

const moveSteps = [
  { step: -1, word: "up", Icon: ArrowUp },
  { step: 1, word: "down", Icon: ArrowDown },
] as const;

export interface TOrderListProps {
  items: TOrderItem[];
  /** The id of the paragraph that explains the controls (unique on the page). */
  helpId: string;
  /** Where focus goes when the last row is removed. */
  headingId: string;
  /**
   * Saves the whole order; throws to put the list back as it was. `keepalive`: the page is being
   * left (reloaded, closed), so the request must outlive it.
   */
  saveOrder: (ids: string[], options: { keepalive: boolean }) => Promise<void>;
  /** Removes one row for good; throws to put it back. Without it rows have no remove button. */
  removeItem?: (item: TOrderItem) => Promise<void>;
}

export function OrderList({ items, helpId, headingId, saveOrder: save, removeItem }: TOrderListProps) {
  const isHydrated = useHydrated();
  const [rows, setRows] = useState(items);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const savedIds = useRef(items.map((row) => row.id));
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [saveState, setSaveState] = useState<"idle" | "saving" | "saved">("idle");
  const [focusTarget, setFocusTarget] = useState<{ id: string; control: TControl } | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const drag = useRef<{ id: string; hasMoved: boolean; stop: () => void } | null>(null);

  // New data from the server (after a change elsewhere on the page) replaces the list, unless a
  // move of ours is still waiting to be saved.
  const serverKey = items.map((row) => row.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids say when the server's list changed.
  useEffect(() => {
    if (saveTimer.current) return;
    setRows(items);
    savedIds.current = items.map((row) => row.id);
  }, [serverKey]);

  // A moved row's node moves in the page; focus goes back to the control that moved it.
  useEffect(() => {
    if (!focusTarget) return;
    const selector = `[data-row="${focusTarget.id}"] [data-control="${focusTarget.control}"]`;
    listRef.current?.querySelector<HTMLElement>(selector)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // Leaving the page mid-drag, or before a move was saved, saves it on the way out: in the app,
  // when the list goes; reloading or closing the tab, as the document goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on leaving.
  useEffect(() => {
    const saveOnTheWayOut = (keepalive: boolean) => {
      if (!saveTimer.current) return;
      clearSaveTimer();
      void saveOrder(
        rowsRef.current.map((row) => row.id),
        keepalive,
      );
    };
    const onPageHide = () => saveOnTheWayOut(true);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      drag.current?.stop();
      saveOnTheWayOut(false);
    };
  }, []);

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

  async function saveOrder(ids: string[], keepalive = false) {
    if (ids.length === 0) return setSaveState("idle");
    try {
      await save(ids, { keepalive });
      savedIds.current = ids;
      if (!saveTimer.current) setSaveState("saved");
    } catch (error) {
      showErrorToast(error);
      const byId = new Map(items.map((row) => [row.id, row]));
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

  async function remove(row: TOrderItem) {
    if (!removeItem) return;
    const before = rowsRef.current;
    const index = before.findIndex((candidate) => candidate.id === row.id);
    const next = before.filter((candidate) => candidate.id !== row.id);
    setRows(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocusTarget({ id: neighbour.id, control: "remove" });
    else document.getElementById(headingId)?.focus();
    try {
      await removeItem(row);
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
      <p id={helpId} className="visually-hidden">
        Drag an item by its handle, or use the Move up and Move down buttons. On any item, Alt with the up or down arrow
        key moves it too.
      </p>
      <ol ref={listRef} className="order-list" aria-describedby={helpId}>
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
              aria-describedby={helpId}
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
              <Link to={row.href} className="order-list__title">
                {row.title}
              </Link>
              {row.byline ? <span className="muted order-list__byline">{row.byline}</span> : null}
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
              {removeItem ? (
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
              ) : null}
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
