/**
 * The long fuzz: every API operation (tests/integration/fuzz-api.test.ts) and every page action
 * (tests/e2e/security/page-actions-fuzz.spec.ts) with many more cases than `npm test` runs.
 * Prints how many requests each suite sent and whether any answer was a server error.
 *
 *   npm run build && FUZZ_RUNS=2000 npx tsx bench/fuzz.ts
 */
import { spawnSync } from "node:child_process";

const runs = process.env.FUZZ_RUNS ?? "1000";
const env = { ...process.env, FUZZ_RUNS: runs };

function run(label: string, command: string, args: string[]) {
  const started = Date.now();
  const result = spawnSync(command, args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const output = `${result.stdout}\n${result.stderr}`;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const verdict = result.status === 0 ? "no server errors" : "FAILED (see the output above)";
  if (result.status !== 0) console.log(output);
  console.log(`${label.padEnd(34)} ${runs} cases per target  ${seconds} s  ${verdict}`);
}

run("API operations (both databases)", "npx", [
  "vitest",
  "run",
  "--project",
  "integration",
  "tests/integration/fuzz-api.test.ts",
]);
run("page actions (real server)", "npx", ["playwright", "test", "tests/e2e/security/page-actions-fuzz.spec.ts"]);
