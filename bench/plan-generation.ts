/**
 * Meal-plan generation time: 7 days × breakfast, lunch and dinner over 1,000, 10,000 and 100,000
 * generated recipes, for four kinds of request (no rules; a diet, an exclusion and a time limit;
 * all of those with a calorie goal and a protein minimum; the same rules with a calorie goal no
 * week of these recipes meets, whose answer tries its suggestions). Each run has its own seed. Prints the
 * median and p95 of the plan itself (on an indexed pool, as the server keeps it), wall-clock and
 * CPU time (on a shared machine the wall clock also counts waiting for a core), and the one-off
 * cost of indexing the pool. The goal: under 150 ms at 100,000.
 *
 *   npx tsx bench/plan-generation.ts        (BENCH_RUNS=n runs per request kind, default 30)
 */
import { generateMealPlan } from "#core/meal-plans/generate-plan.ts";
import type { TPlanOptions } from "#core/meal-plans/plan-options.ts";
import { indexPlanPool } from "#core/meal-plans/plan-pool.ts";
import { generateCandidates } from "../tests/helpers/plan-candidates.ts";

const runs = Number(process.env.BENCH_RUNS ?? 30);
const sizes = [1_000, 10_000, 100_000];

const requests: Record<string, Partial<TPlanOptions>> = {
  "no rules": { days: 7, meals: ["breakfast", "lunch", "dinner"] },
  "diet, exclusion, time": {
    days: 7,
    meals: ["breakfast", "lunch", "dinner"],
    diets: ["vegetarian"],
    exclude: ["mushrooms"],
    maxPrepMinutes: 30,
  },
  "+ 1,800 kcal, 90 g protein": {
    days: 7,
    meals: ["breakfast", "lunch", "dinner"],
    diets: ["vegetarian"],
    exclude: ["mushrooms"],
    maxPrepMinutes: 30,
    caloriesPerDay: 1800,
    proteinMin: 90,
  },
  "800 kcal: no plan": {
    days: 7,
    meals: ["breakfast", "lunch", "dinner"],
    diets: ["vegetarian"],
    exclude: ["mushrooms"],
    maxPrepMinutes: 30,
    caloriesPerDay: 800,
  },
};

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/** Wall-clock and CPU milliseconds of `work`. */
function measure<T>(work: () => T): { result: T; wall: number; cpu: number } {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const result = work();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { result, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

console.log(`Meal-plan generation: 7 days × 3 meals, ${runs} runs per request (a new seed each)`);
console.log(
  `${"recipes".padEnd(9)}${"index cpu".padStart(10)}  ${"request".padEnd(28)}${"median".padStart(10)}${"p95".padStart(10)}${"cpu med".padStart(10)}${"cpu p95".padStart(10)}${"planned".padStart(9)}`,
);
for (const size of sizes) {
  const candidates = generateCandidates({ count: size, seed: 2026 });
  const { result: pool, cpu: indexMs } = measure(() => indexPlanPool(candidates));
  let isFirst = true;
  for (const [label, request] of Object.entries(requests)) {
    // Two runs first, so the JIT has compiled the code being timed.
    for (let seed = -2; seed < 0; seed++) generateMealPlan({ ...request, seed }, { candidates: pool });
    const walls: number[] = [];
    const cpus: number[] = [];
    let planned = 0;
    for (let seed = 0; seed < runs; seed++) {
      const { result, wall, cpu } = measure(() => generateMealPlan({ ...request, seed }, { candidates: pool }));
      walls.push(wall);
      cpus.push(cpu);
      if (result.isPlanned) planned++;
    }
    walls.sort((a, b) => a - b);
    cpus.sort((a, b) => a - b);
    console.log(
      `${(isFirst ? size.toLocaleString("en-US") : "").padEnd(9)}${isFirst ? ms(indexMs) : "".padStart(10)}  ${label.padEnd(28)}${ms(percentile(walls, 0.5))}${ms(percentile(walls, 0.95))}${ms(percentile(cpus, 0.5))}${ms(percentile(cpus, 0.95))}${`${planned}/${runs}`.padStart(9)}`,
    );
    isFirst = false;
  }
}
