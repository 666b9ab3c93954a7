/** `ladle plan generate --json '<options>'`: a plan from the demo data's public recipes, as JSON. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TPlanCandidate } from "#core/meal-plans/plan-pool.ts";
import { openDatabase } from "#db/client.ts";
import { recipes } from "#db/schema.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";
import { findPlanViolations, toCheckedCandidate } from "../helpers/plan-violations.ts";

interface TPrintedPlan {
  days: {
    day: number;
    slots: {
      meal: string;
      recipeId: string;
      title: string;
      diets: string[];
      foods: string[];
      calories: number;
      protein: number;
    }[];
    totals: { calories: number; protein: number };
  }[];
}

/** The public recipes as the checker reads them, with the CLI's process closed (PGlite takes one process). */
async function readPublicCandidates(dataDir: string): Promise<TPlanCandidate[]> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pg") });
  try {
    const rows = await database.db.select().from(recipes);
    return rows.filter((row) => row.visibility === "public").map(toCheckedCandidate);
  } finally {
    await database.close();
  }
}

describe("ladle plan generate", () => {
  // The demo data, as `ladle db seed` leaves it.
  const dataDir = useTempDataDir("plan", { from: "seeded" });
  const plan = (options: unknown) =>
    runLadle(["plan", "generate", "--json", typeof options === "string" ? options : JSON.stringify(options)], {
      env: { LADLE_DATA_DIR: dataDir() },
    });

  it("prints a plan that keeps every rule, with totals per person, the same for the same seed", async () => {
    const options = {
      days: 3,
      meals: ["breakfast", "lunch", "dinner"],
      people: 2,
      diets: ["vegetarian"],
      exclude: ["mushrooms"],
      caloriesPerDay: 1100,
      maxPrepMinutes: 45,
      seed: 4,
    };
    const result = await plan(options);
    expect(result.code, result.stderr).toBe(0);
    const printed = JSON.parse(result.stdout) as TPrintedPlan;
    expect(printed.days.map((day) => day.day)).toEqual([1, 2, 3]);
    for (const day of printed.days) {
      expect(day.slots.map((slot) => slot.meal)).toEqual(["breakfast", "lunch", "dinner"]);
      expect(day.totals.calories).toBe(day.slots.reduce((sum, slot) => sum + slot.calories, 0));
      expect(day.slots[0].diets).toContain("vegetarian");
    }
    expect(findPlanViolations(printed.days, options as never, await readPublicCandidates(dataDir()))).toEqual([]);
    expect((await plan(options)).stdout).toBe(result.stdout);
  }, 60_000);

  it("reads a request in words", async () => {
    const result = await plan({ days: 2, request: "vegan dinners", seed: 1 });
    expect(result.code, result.stderr).toBe(0);
    const printed = JSON.parse(result.stdout) as TPrintedPlan;
    expect(printed.days.flatMap((day) => day.slots.map((slot) => [slot.meal, slot.diets.includes("vegan")]))).toEqual([
      ["dinner", true],
      ["dinner", true],
    ]);
  }, 60_000);

  it("names the constraint it cannot meet, and exits with 1", async () => {
    const result = await plan({
      days: 7,
      meals: ["breakfast"],
      diets: ["vegan"],
      maxPrepMinutes: 5,
      timeLimitDays: "every-day",
    });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({ error: expect.stringMatching(/vegan breakfast.* under 5 minutes/) });
  }, 60_000);

  it("refuses bad options with the field named", async () => {
    const [bad, broken, missing] = await Promise.all([
      plan({ days: 0 }),
      plan("{days:"),
      runLadle(["plan", "generate"], { env: { LADLE_DATA_DIR: dataDir() } }),
    ]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).error).toBe("days: A plan has at least 1 day.");
    expect(JSON.parse(broken.stdout).error).toBe("--json is not valid JSON.");
    expect(JSON.parse(missing.stdout).error).toContain("Give the plan's options");
  }, 60_000);
});
