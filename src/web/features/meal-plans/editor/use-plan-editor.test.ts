import { describe, expect, it } from "vitest";
import { applyPending, countMeal, moveLocally, type TPlan } from "./use-plan-editor.ts";

const entry = (id: string, day: number, slot: "lunch" | "dinner", position: number) =>
  ({
    id,
    day,
    slot,
    position,
    servings: 2,
    note: "",
    recipe: { id: `r-${id}`, title: id },
  }) as TPlan["entries"][number];

const plan = {
  id: "p",
  entries: [entry("a", 0, "dinner", 0), entry("b", 0, "dinner", 1), entry("c", 1, "lunch", 0)],
} as TPlan;

const mealOf = (p: TPlan, day: number, slot: string) =>
  p.entries
    .filter((e) => e.day === day && e.slot === slot)
    .sort((x, y) => x.position - y.position)
    .map((e) => e.id);

describe("moving a dish before the server answers", () => {
  it("puts it last in its new meal and numbers that meal again", () => {
    const moved = moveLocally(plan, "a", 1, "lunch");
    expect(mealOf(moved, 1, "lunch")).toEqual(["c", "a"]);
    expect(mealOf(moved, 0, "dinner")).toEqual(["b"]);
    expect(moved.entries.find((e) => e.id === "a")).toMatchObject({ day: 1, slot: "lunch", position: 1 });
  });

  it("puts it at a chosen place within its own meal", () => {
    expect(mealOf(moveLocally(plan, "b", 0, "dinner", 0), 0, "dinner")).toEqual(["b", "a"]);
  });

  it("leaves the plan alone for a dish it does not hold", () => {
    expect(moveLocally(plan, "zzz", 1, "lunch")).toBe(plan);
  });

  it("counts a meal's dishes, leaving one out when asked", () => {
    expect(countMeal(plan, 0, "dinner")).toBe(2);
    expect(countMeal(plan, 0, "dinner", "a")).toBe(1);
  });
});

describe("changes on their way", () => {
  const withServings = (servings: number) => (p: TPlan) => ({
    ...p,
    entries: p.entries.map((e) => (e.id === "a" ? { ...e, servings } : e)),
  });

  it("stay on screen over an answer to an earlier change", () => {
    const answeredFirst = withServings(3)(plan);
    const shown = applyPending(answeredFirst, [
      { id: 2, apply: withServings(4) },
      { id: 3, apply: withServings(5) },
    ]);
    expect(shown.entries.find((e) => e.id === "a")?.servings).toBe(5);
  });

  it("leave the server's plan as it is when there are none", () => {
    expect(applyPending(plan, [])).toBe(plan);
  });
});
