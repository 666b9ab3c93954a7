/**
 * Three Vitest projects: "unit" (tests beside the code), "integration" (the Fastify app through
 * `app.inject` against a fresh database per file) and "deploy" (the compiled server as separate
 * processes, and behind nginx; needs `npm run build` and TEST_DATABASE_URL, and skips itself
 * without them). This file replaces vite.config.ts for tests, so
 * the React Router plugin stays out; the package.json "imports" aliases (#core/*, …) resolve through
 * Vite's native subpath-import support.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The machine has two cores: one worker per core, no more. Workers stay processes (Vitest's
    // "forks"): worker threads took about a tenth less CPU on the unit tests, a few seconds of a
    // run, too little to have native modules (sharp) and PGlite share one process.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "tests/corpus/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/helpers/fail-on-console-error.ts"],
          // Unit tests hold no state between files, so each worker keeps its modules loaded from one
          // file to the next instead of importing them again: the unit tests take a third of the
          // time. Stubbed globals, environment variables and mocks are undone after every test, so
          // none can reach the next file.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["tests/helpers/global-setup.ts"],
          setupFiles: ["tests/helpers/fail-on-console-error.ts", "tests/helpers/close-test-databases.ts"],
          // As in the unit tests, a worker keeps its modules from one file to the next (importing the
          // app for every file took about a third of the run). Each file still has its own databases
          // and app; what the server keeps in memory is keyed by database or by ids new in every file.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
          // Opening a database and building the app take a few seconds on a busy machine.
          hookTimeout: 60_000,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "deploy",
          include: ["tests/deploy/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/helpers/fail-on-console-error.ts"],
          // Each file starts several servers: one file at a time.
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
