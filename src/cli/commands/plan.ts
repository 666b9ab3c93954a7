/**
 * `ladle plan generate --json '<options>'`: a meal plan from the database's public recipes, as
 * JSON on stdout. The options are the API's (days, meals, people, diets, exclude, caloriesPerDay,
 * proteinMin, maxPrepMinutes, request, seed…); totals are per person. A request that cannot be met
 * prints `{"error": "…"}` naming the rule, and exits with 1, as does a bad option.
 */
import { generateMealPlan } from "#core/meal-plans/generate-plan.ts";
import { ZPlanGenerateInput } from "#core/meal-plans/meal-plan-generate.schema.ts";
import { completePlanOptions } from "#core/meal-plans/plan-options.ts";
import type { TPlanDay } from "#core/meal-plans/plan-result.ts";
import { applyRequestChips } from "#core/meal-plans/request/apply-request.ts";
import { parsePlanRequest } from "#core/meal-plans/request/parse-plan-request.ts";
import { loadViewerPool } from "#server/features/meal-plans/plan-candidates.ts";
import { flagValue, type TCliIo, type TCommandGroup } from "../command.ts";
import { readCliEnv, withDatabase } from "../context.ts";

function printError(io: TCliIo, message: string): number {
  io.out(JSON.stringify({ error: message }));
  return 1;
}

/** The plan as the command prints it: per day, each slot's recipe and the day's totals per person. */
function toPrintedDays(days: readonly TPlanDay[]) {
  return days.map((day) => ({
    day: day.day,
    slots: day.slots.map((slot) => ({
      meal: slot.meal,
      recipeId: slot.recipeId,
      title: slot.title,
      diets: slot.diets,
      foods: slot.foods,
      calories: slot.calories,
      protein: slot.protein,
    })),
    totals: { calories: day.totals.calories, protein: day.totals.protein },
  }));
}

/** The options from `--json`, or the reason they cannot be used. */
function readOptions(json: string | null): { input: ReturnType<typeof ZPlanGenerateInput.parse> } | { error: string } {
  if (json === null) return { error: "Give the plan's options: plan generate --json '{\"days\": 7}'." };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { error: "--json is not valid JSON." };
  }
  const parsed = ZPlanGenerateInput.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue.path.join(".") || "options"}: ${issue.message}` };
  }
  return { input: parsed.data };
}

export const planCommands: TCommandGroup = {
  name: "plan",
  summary: "Meal plans",
  commands: [
    {
      name: "generate",
      summary: "Generate a meal plan from the public recipes and print it as JSON (totals per person)",
      arguments: "--json '<options>'",
      flags: {
        json: 'the options: {"days", "meals", "people", "diets", "exclude", "caloriesPerDay", "proteinMin", "maxPrepMinutes", "request", "seed"}',
      },
      async run(args, io) {
        const json = flagValue(args.argv ?? [], "json");
        const stray = args.positionals.find((word) => word !== json);
        if (stray !== undefined) return printError(io, `Unknown argument "${stray}" for "plan generate".`);
        const read = readOptions(json);
        if ("error" in read) return printError(io, read.error);
        const { request, ...explicit } = read.input;
        const chips = request ? parsePlanRequest(request).chips : [];
        const options = completePlanOptions(applyRequestChips(explicit, chips));
        return withDatabase(readCliEnv(), async (database) => {
          await database.migrate();
          const pool = await loadViewerPool({ db: database.db, viewerId: null, exclude: options.exclude });
          const outcome = generateMealPlan(options, pool.input);
          if (!outcome.isPlanned) return printError(io, outcome.failure.message);
          io.out(JSON.stringify({ days: toPrintedDays(outcome.plan.days) }));
          return 0;
        });
      },
    },
  ],
};
