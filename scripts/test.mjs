#!/usr/bin/env node
/**
 * `npm test`: everything CI runs, in order — Biome, the layer rules, unit and integration tests (PGlite
 * always, PostgreSQL too when TEST_DATABASE_URL is set) with the typecheck and a production build
 * beside them, the deployment tests
 * (the compiled server as several processes, and two servers behind nginx; they need
 * TEST_DATABASE_URL and nginx, and are skipped without them), and the end-to-end suite in Chromium.
 * Ends with one summary line: "N passed, N failed".
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each failed test's name and the first lines of its error, printed again at the very end. */
const failedTests = [];
const firstLines = (text) =>
  String(text ?? "")
    .split("\n")
    .slice(0, 6)
    .join("\n    ");

/** Prints how a step ended and how long it took; a failed one is named again at the end. */
function reportEnd(name, status, started, ended = Date.now()) {
  const seconds = ((ended - started) / 1000).toFixed(1);
  if (status !== 0) {
    failedSteps.push(name);
    console.log(`✗ ${name} failed (${seconds} s)`);
    return false;
  }
  console.log(`✓ ${name} (${seconds} s)`);
  return true;
}

/**
 * Runs one step with its output straight to ours. Asynchronously: steps started beside it (below)
 * go on reading their output meanwhile.
 */
async function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (error) => {
      console.log(error.message);
      resolve(1);
    });
    child.on("close", (code) => resolve(code));
  });
  return reportEnd(name, status, started);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name ?? "");
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed)
      failedTests.push(`${file} › ${test.fullName}\n    ${firstLines(test.failureMessages?.[0])}`);
    // A file that failed before any test ran (an import error, a hook) has no failed test to name.
    if (suite.status === "failed" && failed.length === 0) failedTests.push(`${file}\n    ${firstLines(suite.message)}`);
  }
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const { suites } = JSON.parse(fs.readFileSync(file, "utf8"));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(
          `${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}\n    ${firstLines(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites ?? []) visit(suite, []);
}

/**
 * Starts a step beside the ones that follow (its output kept, and printed when `finish` is called):
 * the tests use both cores fully, so a step that uses one of them for a while costs about half its
 * time when it shares them.
 */
function startStep(name, command, args, env = {}) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  const output = [];
  let ended = started;
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => {
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on("close", (code) => {
      ended = Date.now();
      resolve(code);
    });
  });
  return {
    /** Waits for it, prints what it printed, and says whether it passed. */
    async finish() {
      const code = await exited;
      console.log(`\n▶ ${name} (run beside the tests before it)`);
      process.stdout.write(Buffer.concat(output));
      return reportEnd(name, code, started, ended);
    },
  };
}

const bin = (name) => path.join(root, "node_modules", ".bin", name);

if (!fs.existsSync(path.join(root, "node_modules", ".package-lock.json"))) {
  await step("Install dependencies", "npm", ["install", "--no-audit", "--no-fund"]);
}
await step("Lint and format (Biome)", bin("biome"), ["check", "."]);
await step("Layer rules (dependency-cruiser)", "npm", ["run", "--silent", "lint:layers"]);
// Type checking and the production build each use one core for a while; they run beside the unit
// and integration tests, which read neither.
const typecheck = startStep("Typecheck", "npm", ["run", "--silent", "typecheck"]);
const productionBuild = startStep("Production build", "npm", ["run", "--silent", "build"], { NODE_ENV: "production" });

/** Vitest's projects, with a JSON report counted into the totals. */
async function vitestStep(name, projects, reportName) {
  const report = path.join(reports, reportName);
  await step(name, bin("vitest"), [
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  countVitest(report);
}

await vitestStep("Unit and integration tests (Vitest)", ["unit", "integration"], "vitest.json");

await typecheck.finish();
if (await productionBuild.finish()) {
  await vitestStep("Deployment tests (server processes, two servers behind nginx)", ["deploy"], "vitest-deploy.json");
  const playwrightJson = path.join(reports, "playwright.json");
  // The server under test keeps its embedded database here; removed with the reports at the end.
  await step("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    E2E_DATA_DIR: path.join(reports, "e2e-data"),
  });
  countPlaywright(playwrightJson);
}

fs.rmSync(reports, { recursive: true, force: true });
console.log("");
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((test) => `  ✗ ${test}`).join("\n")}\n`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(", ")}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length ? 1 : 0);
