/**
 * What recipe apps (recipe-scrapers, as Mealie and Tandoor use it), search engines (schema.org
 * JSON-LD through extruct) and link previews (Open Graph) read from every recipe page of the demo
 * data as a visitor, per field: "N of M recipes" where the field applies, and each problem found.
 * Needs Debian's python3-recipe-scrapers and python3-extruct.
 *
 *   npm run build && npx tsx bench/third-party-readers.ts
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/third-party-readers.ts   (a server already running)
 */
import { summarizeChecks } from "../tests/readers/check-recipe.ts";
import { findPython, readRecipePages } from "../tests/readers/run-readers.ts";
import { startServer } from "./lib/server.ts";

const python = findPython();
const server = process.env.BENCH_URL ? null : await startServer({ port: 3402 });
const baseUrl = process.env.BENCH_URL ?? server!.url;
try {
  const started = performance.now();
  const pages = await readRecipePages(baseUrl, { python, waitMs: 600_000 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const counts = new Map<string, number>();
  for (const { view } of pages) counts.set(view.visibility, (counts.get(view.visibility) ?? 0) + 1);
  const byVisibility = [...counts].map(([visibility, count]) => `${count} ${visibility}`).join(", ");
  console.log(`${pages.length} recipe pages read as a visitor (${byVisibility}) in ${seconds} s, with ${python}\n`);
  const { rows, problems } = summarizeChecks(pages);
  console.log("| field | right |\n|---|---|");
  for (const row of rows) console.log(`| ${row.field} | ${row.passed} of ${row.of} recipes |`);
  if (problems.length > 0) console.log(`\n${problems.length} problems:\n${problems.join("\n")}`);
} finally {
  await server?.stop();
}
