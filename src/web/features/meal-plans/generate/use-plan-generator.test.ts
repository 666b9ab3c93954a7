import { describe, expect, it } from "vitest";
import { completePlanOptions } from "#core/meal-plans/plan-options.ts";
import { nextStartDate } from "./plan-preview.tsx";
import {
  chipStillHolds,
  emptyForm,
  nextReadBack,
  type TGenerateResult,
  type TPlanOptions,
  type TRequestChip,
  toForm,
  toGenerateInput,
  toRelaxedInput,
  withoutChip,
} from "./use-plan-generator.ts";

const options: TPlanOptions = {
  days: 5,
  meals: ["lunch", "dinner"],
  people: 2,
  diets: ["vegetarian"],
  exclude: ["mushrooms"],
  caloriesPerDay: 1800,
  proteinMin: null,
  maxPrepMinutes: 30,
  timeLimitDays: "weekdays",
  startWeekday: "monday",
  allowLeftovers: false,
  seed: 1,
};

const chip = (kind: TRequestChip["kind"], value: TRequestChip["value"]): TRequestChip => ({
  kind,
  value,
  label: String(value),
  source: String(value),
  start: 0,
});

describe("the generate form", () => {
  it("sends only what the cook set, so the request sentence can fill the rest", () => {
    expect(toGenerateInput({ ...emptyForm, request: " quick dinners " }, 7)).toEqual({
      request: "quick dinners",
      seed: 7,
    });
    expect(toGenerateInput({ ...emptyForm, days: "3", diets: ["vegan"], allowLeftovers: true }, 1)).toEqual({
      days: 3,
      diets: ["vegan"],
      allowLeftovers: true,
      seed: 1,
    });
  });

  it("takes the options a plan was made with as its fields, the sentence read", () => {
    expect(toForm(options)).toMatchObject({
      days: "5",
      people: "2",
      caloriesPerDay: "1800",
      proteinMin: "",
      request: "",
    });
  });

  it("plans again with every option the plan was made with, a new seed aside", () => {
    const made = { ...options, timeLimitDays: "every-day" as const, startWeekday: "saturday" as const, seed: 77 };
    expect(completePlanOptions(toGenerateInput(toForm(made), 9))).toEqual({ ...made, seed: 9 });
    expect(completePlanOptions(toGenerateInput(toForm(options), 9))).toEqual({ ...options, seed: 9 });
  });

  it("drops what one chip said when its × is pressed", () => {
    const form = toForm(options);
    expect(withoutChip(form, chip("diet", "vegetarian")).diets).toEqual([]);
    expect(withoutChip(form, chip("exclude", "mushrooms")).exclude).toEqual([]);
    expect(withoutChip(form, chip("caloriesPerDay", 1800)).caloriesPerDay).toBe("");
    expect(withoutChip(form, chip("meal", "lunch")).meals).toEqual(["dinner"]);
    const weekend = toForm({ ...options, timeLimitDays: "every-day", startWeekday: "saturday" });
    expect(toGenerateInput(withoutChip(weekend, chip("startWeekday", "saturday")), 1)).not.toHaveProperty(
      "startWeekday",
    );
    expect(toGenerateInput(withoutChip(weekend, chip("timeLimitDays", "every-day")), 1)).not.toHaveProperty(
      "timeLimitDays",
    );
  });
});

describe("a suggestion taken", () => {
  it("asks again with every option the failed request had, its seed included, and the suggestion's changes", () => {
    const failed = { ...options, timeLimitDays: "every-day" as const, startWeekday: "thursday" as const, seed: 4242 };
    const relaxation = { label: "aim for 2,100 calories", changes: [{ kind: "caloriesPerDay" as const, value: 2100 }] };
    expect(toRelaxedInput(failed, relaxation)).toEqual({ ...failed, caloriesPerDay: 2100 });
    expect(
      toRelaxedInput(failed, { label: "drop 'vegetarian'", changes: [{ kind: "removeDiet", value: "vegetarian" }] }),
    ).toEqual({ ...failed, diets: [] });
  });
});

describe("a saved preview's first day", () => {
  it("is the next date on the plan's first weekday, never today", () => {
    // 26 November 2026 is a Thursday.
    expect(nextStartDate("monday", new Date("2026-11-26T10:00:00Z"))).toBe("2026-11-30");
    expect(nextStartDate("thursday", new Date("2026-11-26T10:00:00Z"))).toBe("2026-12-03");
  });
});

describe("the chips read from the cook's sentence", () => {
  const chips = [chip("diet", "vegetarian"), chip("exclude", "mushrooms"), chip("maxPrepMinutes", 30)];
  const answer = (changed: Partial<TPlanOptions>, read: TRequestChip[] = []) =>
    ({ options: { ...options, ...changed }, chips: read, notUnderstood: [] }) as unknown as TGenerateResult;

  it("hold while the options still say what they said", () => {
    expect(chips.every((c) => chipStillHolds(c, options))).toBe(true);
    expect(chipStillHolds(chip("meal", "breakfast"), options)).toBe(false);
    expect(chipStillHolds(chip("maxPrepMinutes", 30), { ...options, maxPrepMinutes: 45 })).toBe(false);
    expect(chipStillHolds(chip("allowLeftovers", true), options)).toBe(false);
  });

  it("stay on show when the cook plans again, less any whose field was changed", () => {
    const read = nextReadBack(null, answer({}, chips), true);
    expect(read?.chips).toEqual(chips);
    expect(nextReadBack(read, answer({}), false)?.chips).toEqual(chips);
    expect(nextReadBack(read, answer({ exclude: [] }), false)?.chips.map((c) => c.kind)).toEqual([
      "diet",
      "maxPrepMinutes",
    ]);
    expect(nextReadBack(read, answer({ diets: [], exclude: [], maxPrepMinutes: null }), false)).toBeNull();
  });

  it("are replaced by a new sentence's", () => {
    const read = nextReadBack(null, answer({}, chips), true);
    expect(nextReadBack(read, answer({}, [chip("days", 5)]), true)?.chips).toEqual([chip("days", 5)]);
  });
});
