/**
 * The editor's board: the week grid with every meal, each dish with its controls. Dishes move by
 * dragging, or by keyboard: the move button picks a dish up, arrow keys choose the day (left,
 * right) and the meal (up, down), Space or Enter drops it, Escape puts it back. While a dish is
 * picked up, every other meal offers "Move here", for touch screens.
 */
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import type { TMealPlanEntry } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealSlotLabels, mealSlots, type TMealSlot } from "#core/meal-plans/meal-slots.ts";
import { PlanEntryCard } from "../components/plan-entry-card.tsx";
import { PlanGrid } from "../components/plan-grid.tsx";
import { formatDay } from "../format.ts";
import { EntryControls } from "./entry-controls.tsx";
import type { TPlanEditor } from "./use-plan-editor.ts";

interface TPicked {
  entryId: string;
  title: string;
  day: number;
  slot: TMealSlot;
}

export function PlanBoard({
  editor,
  onAdd,
  onSwap,
}: {
  editor: TPlanEditor;
  onAdd: (day: number, slot: TMealSlot) => void;
  onSwap: (entry: TMealPlanEntry) => void;
}) {
  const { plan } = editor;
  const [picked, setPicked] = useState<TPicked | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  /** A control to focus once the board has been drawn again (a selector). */
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  // A moved dish is drawn in its new meal, a removed one is gone: focus goes where it was sent.
  useEffect(() => {
    if (!focusTarget) return;
    document.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const focusMoveButton = (entryId: string) => setFocusTarget(`[data-move-entry="${entryId}"]`);

  const mealName = (day: number, slot: TMealSlot) => {
    const label = formatDay(plan.startDate, day);
    return `${mealSlotLabels[slot]}, ${label.name}${label.date ? ` ${label.date}` : ""}`;
  };

  async function moveTo(entryId: string, title: string, day: number, slot: TMealSlot) {
    setPicked(null);
    const entry = plan.entries.find((e) => e.id === entryId);
    if (!entry || (entry.day === day && entry.slot === slot)) {
      setAnnouncement(`${title} stays at ${mealName(day, slot)}.`);
      focusMoveButton(entryId);
      return;
    }
    setAnnouncement(`${title} moved to ${mealName(day, slot)}.`);
    focusMoveButton(entryId);
    if (!(await editor.move(entryId, day, slot))) setAnnouncement(`${title} could not be moved.`);
  }

  /** Focus goes to the next dish's remove button in the meal (the one before it when it was last), else to the meal's Add. */
  function remove(entry: TMealPlanEntry, meal: TMealPlanEntry[]) {
    const rest = meal.filter((e) => e.id !== entry.id);
    const neighbour = rest[Math.min(meal.indexOf(entry), rest.length - 1)];
    setFocusTarget(
      neighbour ? `[data-remove-entry="${neighbour.id}"]` : `[data-add-meal="${entry.day}:${entry.slot}"]`,
    );
    setAnnouncement(`${entry.recipe.title} removed from ${mealName(entry.day, entry.slot)}.`);
    void editor.remove(entry.id);
  }

  function toggle(entry: TMealPlanEntry) {
    if (picked?.entryId === entry.id) return void moveTo(entry.id, picked.title, picked.day, picked.slot);
    setPicked({ entryId: entry.id, title: entry.recipe.title, day: entry.day, slot: entry.slot });
    setAnnouncement(
      `Picked up ${entry.recipe.title}. Left and right choose the day, up and down the meal. Space drops it, Escape cancels.`,
    );
  }

  function steer(event: React.KeyboardEvent, entry: TMealPlanEntry) {
    if (picked?.entryId !== entry.id) return;
    const slotIndex = mealSlots.indexOf(picked.slot);
    const target = { ...picked };
    if (event.key === "ArrowLeft") target.day = Math.max(0, picked.day - 1);
    else if (event.key === "ArrowRight") target.day = Math.min(plan.dayCount - 1, picked.day + 1);
    else if (event.key === "ArrowUp") target.slot = mealSlots[Math.max(0, slotIndex - 1)];
    else if (event.key === "ArrowDown") target.slot = mealSlots[Math.min(mealSlots.length - 1, slotIndex + 1)];
    else if (event.key === "Escape") {
      event.preventDefault();
      setPicked(null);
      setAnnouncement(`${picked.title} put back at ${mealName(entry.day, entry.slot)}.`);
      return;
    } else return;
    event.preventDefault();
    setPicked(target);
    setAnnouncement(mealName(target.day, target.slot));
  }

  return (
    <div className="plan-board" data-picking={picked ? true : undefined}>
      <p className="visually-hidden" role="status" aria-live="assertive">
        {announcement}
      </p>
      <PlanGrid
        startDate={plan.startDate}
        dayCount={plan.dayCount}
        slots={mealSlots}
        entries={plan.entries}
        renderMeal={({ day, slot, entries, label }) => {
          const key = `${day}:${slot}`;
          const isTarget = (picked && picked.day === day && picked.slot === slot) || dropKey === key;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragging; the move button and "Move here" do the same from the keyboard.
            <div
              className="plan-cell"
              data-target={isTarget || undefined}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                setDropKey(key);
              }}
              onDragLeave={() => setDropKey((current) => (current === key ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                const entry = plan.entries.find((e) => e.id === dragged);
                setDragged(null);
                setDropKey(null);
                if (entry) void moveTo(entry.id, entry.recipe.title, day, slot);
              }}
            >
              {entries.length > 0 ? (
                <ul className="plan-meal__entries">
                  {entries.map((entry) => (
                    <li
                      key={entry.id}
                      className="plan-cell__entry"
                      data-picked={picked?.entryId === entry.id || undefined}
                      draggable
                      onDragStart={(event) => {
                        event.dataTransfer.setData("text/plain", entry.recipe.title);
                        event.dataTransfer.effectAllowed = "move";
                        setDragged(entry.id);
                      }}
                      onDragEnd={() => {
                        setDragged(null);
                        setDropKey(null);
                      }}
                    >
                      <PlanEntryCard entry={entry}>
                        <EntryControls
                          entry={entry}
                          editor={editor}
                          isPicked={picked?.entryId === entry.id}
                          onMove={() => toggle(entry)}
                          onMoveKey={(event) => steer(event, entry)}
                          onSwap={() => onSwap(entry)}
                          onRemove={() => remove(entry, entries)}
                        />
                      </PlanEntryCard>
                    </li>
                  ))}
                </ul>
              ) : null}
              {picked && !(picked.day === day && picked.slot === slot) ? (
                <button
                  type="button"
                  className="button button--small button--secondary plan-cell__here"
                  onClick={() => void moveTo(picked.entryId, picked.title, day, slot)}
                >
                  Move here<span className="visually-hidden">: {label}</span>
                </button>
              ) : null}
              <button type="button" className="plan-cell__add" data-add-meal={key} onClick={() => onAdd(day, slot)}>
                <Plus aria-hidden="true" size={16} />
                Add<span className="visually-hidden"> a recipe to {label}</span>
              </button>
            </div>
          );
        }}
      />
    </div>
  );
}
