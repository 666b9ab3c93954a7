import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3300);
export const baseURL = `http://127.0.0.1:${port}`;
// A fresh data directory per run: the server migrates and seeds it on boot. `npm test` passes one
// inside its own temporary folder and removes it; a direct `playwright test` makes one here and the
// next direct run removes those whose run has ended.
removeEndedRunsData();
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `ladle-e2e-${process.pid}-${Date.now()}`);

function removeEndedRunsData() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^ladle-e2e-(\d+)-\d+$/.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" }],
  ],
  use: {
    baseURL,
    // Recording a trace costs about a fifth of the suite's time on two cores, so it is recorded only
    // when a failed test runs again (CI retries once); locally, `--trace on` records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // With the service worker, every new browser context downloads what it keeps for offline use
    // (about fifty files) once the page is interactive: a fifth of the suite's CPU on two cores. The
    // specs about the installed app and offline use let it run (`serviceWorkers: "allow"`); the
    // others test pages as a first visit gets them.
    serviceWorkers: "block",
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The compiled server that `npm start` runs (`npm run build` makes it).
    command: "node --enable-source-maps build/node/server.js",
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      LADLE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      LADLE_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      API_RATE_LIMIT: "100000",
      // The import tests serve recipe pages on 127.0.0.1; honoured only because LADLE_ENV is "test".
      IMPORT_ALLOW_LOOPBACK_FOR_TESTS: "1",
      AUTH_RATE_LIMITS: "false",
      // Every test's pages come from one address with one visitor id (fixtures.ts).
      ANALYTICS_RATE_LIMITS: "false",
    },
  },
});
