// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TMealPlanEntry } from "#core/meal-plans/meal-plan-view.schema.ts";
import { EntryControls } from "./entry-controls.tsx";
import type { TPlanEditor } from "./use-plan-editor.ts";

function entryOf(title: string, servings: number): TMealPlanEntry {
  return {
    id: crypto.randomUUID(),
    day: 0,
    slot: "dinner",
    position: 0,
    servings,
    note: "",
    recipe: {
      id: crypto.randomUUID(),
      title,
      imageUrl: null,
      totalMinutes: null,
      servings: 2,
      diets: [],
      author: null,
      isPaywalled: false,
      nutrition: null,
    },
  };
}

afterEach(cleanup);

describe("EntryControls", () => {
  it("names each dish's servings buttons after its recipe, so a week read aloud tells them apart", () => {
    const update = vi.fn(async () => {});
    const editor = { update } as unknown as TPlanEditor;
    const noop = () => {};
    const [pasta, soup] = [entryOf("Lemon pasta", 2), entryOf("Lentil soup", 4)];
    render(
      <div>
        {[pasta, soup].map((entry) => (
          <EntryControls
            key={entry.id}
            entry={entry}
            editor={editor}
            isPicked={false}
            onMove={noop}
            onMoveKey={noop}
            onSwap={noop}
            onRemove={noop}
          />
        ))}
      </div>,
    );
    const soupServings = screen.getByRole("group", { name: "Servings of Lentil soup" });
    expect(
      within(soupServings)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["One serving fewer of Lentil soup", "One serving more of Lentil soup"]);
    // The visible signs stay icons: the name is for screen readers alone.
    expect(within(soupServings).getByRole("button", { name: "One serving more of Lentil soup" }).textContent).toBe("");

    fireEvent.click(screen.getByRole("button", { name: "One serving more of Lemon pasta" }));
    expect(update).toHaveBeenCalledWith(pasta.id, { servings: 3 });
    fireEvent.click(screen.getByRole("button", { name: "One serving fewer of Lentil soup" }));
    expect(update).toHaveBeenCalledWith(soup.id, { servings: 3 });
  });
});
