/**
 * Lighthouse, mobile preset (its default: a mid-range phone on a throttled 4G line, simulated), on
 * four pages a visitor lands on: home, a demo recipe, search and a paywalled blog. Search is measured
 * as /search: a page of results for a query (`/search?q=…`) carries `noindex` on purpose, as search
 * engines ask of internal result pages, which Lighthouse's SEO category counts against it.
 * Each page is measured BENCH_RUNS times (3 unless told) in a fresh Chromium; the median of each
 * category is printed as a table and as JSON, with the audits that fail in any category under its
 * goal. Performance scores swing with the machine's load: the load average is printed too, and the
 * runs wait until the server has finished the work a fresh demo site starts on its own.
 *
 *   npm run build && npx tsx bench/lighthouse.ts [/path ...]
 *
 * `{recipe}` in a path stands for a public demo recipe's id. Chromium: /usr/bin/chromium, or
 * CHROMIUM_PATH.
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";
import { findPublicRecipeId } from "./lib/recipes.ts";
import { startServer, waitUntilIdle } from "./lib/server.ts";

type TCategory = "performance" | "accessibility" | "best-practices" | "seo";
type TScores = Record<TCategory, number>;

const goals: TScores = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const categories = Object.keys(goals) as TCategory[];
const defaultPages = ["/", "/recipe/{recipe}", "/search", "/p/blogs/pro"];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromeFlags = ["--headless", ...chromiumFlags];

interface TFailingAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

interface TRun {
  scores: TScores;
  /** The audits that pull down each category, by category. */
  failing: Partial<Record<TCategory, TFailingAudit[]>>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Lighthouse's measure of this machine's speed during the run (higher is faster; a quiet laptop is about 1,500–2,500). */
  benchmarkIndex: number;
}

class LighthouseRuntimeError extends Error {}

/** One Lighthouse run of one page in a Chromium of its own, with a fresh profile. */
async function measure(url: string): Promise<TRun> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-lighthouse-"));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
    userDataDir: profile,
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`${url}: ${lhr.runtimeError.code}`);
    const scores = {} as TScores;
    const failing: TRun["failing"] = {};
    for (const category of categories) {
      const { score, auditRefs } = lhr.categories[category];
      scores[category] = Math.round((score ?? 0) * 100);
      const audits = auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 0.9);
      if (audits.length) {
        failing[category] = audits.map(({ id, title, score: auditScore, displayValue }) => ({
          id,
          title,
          score: auditScore,
          displayValue,
        }));
      }
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores,
      failing,
      metrics: {
        fcpMs: numeric("first-contentful-paint"),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
      },
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then loses the trace of a page load (NO_NAVSTART, NO_FCP) on a busy machine:
 * such a run measured nothing, so it is run again, twice at most.
 */
async function measureWithRetries(url: string): Promise<TRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRuntimeError)) throw error;
      console.error(`${error.message}; measuring again`);
    }
  }
}

/** A loopback port nobody listens on now (the OS picks it). */
async function findFreePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The failing audits of every run of a page, each once, for the categories whose median misses its goal. */
function collectFailing(pageRuns: TRun[], medians: TScores) {
  const failing: Partial<Record<TCategory, TFailingAudit[]>> = {};
  for (const category of categories) {
    if (medians[category] >= goals[category]) continue;
    const byId = new Map<string, TFailingAudit>();
    for (const run of pageRuns) for (const audit of run.failing[category] ?? []) byId.set(audit.id, audit);
    failing[category] = [...byId.values()];
  }
  return failing;
}

const pages = process.argv.slice(2).length ? process.argv.slice(2) : defaultPages;
const server = await startServer({ port: await findFreePort() });
try {
  const recipeId = pages.some((page) => page.includes("{recipe}")) ? await findPublicRecipeId(server.url) : "";
  const settledMs = await waitUntilIdle(server);
  console.error(`The server's own start-up work was done after ${(settledMs / 1000).toFixed(0)} s; measuring.`);
  const loadBefore = os.loadavg()[0];
  const results = [];
  for (const page of pages) {
    const concrete = page.replaceAll("{recipe}", recipeId);
    // One unmeasured visit first, so every run meets the page cache a visitor would.
    await fetch(server.url + concrete);
    const pageRuns: TRun[] = [];
    for (let i = 0; i < runs; i++) pageRuns.push(await measureWithRetries(server.url + concrete));
    const medians = Object.fromEntries(
      categories.map((category) => [category, median(pageRuns.map((run) => run.scores[category]))]),
    ) as TScores;
    results.push({
      page,
      medians,
      performanceRuns: pageRuns.map((run) => run.scores.performance),
      medianMetrics: {
        fcpMs: Math.round(median(pageRuns.map((run) => run.metrics.fcpMs))),
        lcpMs: Math.round(median(pageRuns.map((run) => run.metrics.lcpMs))),
        tbtMs: Math.round(median(pageRuns.map((run) => run.metrics.tbtMs))),
        cls: Number(median(pageRuns.map((run) => run.metrics.cls)).toFixed(3)),
      },
      benchmarkIndex: Math.round(median(pageRuns.map((run) => run.benchmarkIndex))),
      failing: collectFailing(pageRuns, medians),
    });
  }
  const load = { before: loadBefore, after: os.loadavg()[0], cores: os.cpus().length };

  const header = ["page", ...categories, "perf runs", "FCP", "LCP", "TBT", "CLS", "machine"];
  const rows = results.map((r) => [
    r.page,
    ...categories.map((c) => `${r.medians[c]}${r.medians[c] >= goals[c] ? "" : " ✗"}`),
    r.performanceRuns.join("/"),
    `${(r.medianMetrics.fcpMs / 1000).toFixed(1)} s`,
    `${(r.medianMetrics.lcpMs / 1000).toFixed(1)} s`,
    `${r.medianMetrics.tbtMs} ms`,
    String(r.medianMetrics.cls),
    String(r.benchmarkIndex),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const format = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join("  ");
  console.log(`Lighthouse (mobile), median of ${runs} runs; goals ${JSON.stringify(goals)}`);
  console.log(format(header));
  for (const row of rows) console.log(format(row));
  console.log(
    `load average ${load.before.toFixed(1)} → ${load.after.toFixed(1)} on ${load.cores} cores; machine = Lighthouse's benchmark index`,
  );
  for (const r of results) {
    for (const [category, audits] of Object.entries(r.failing)) {
      console.log(`\n${r.page} — ${category} under its goal:`);
      for (const audit of audits ?? []) {
        console.log(`  ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    }
  }
  console.log(`\n${JSON.stringify({ runs, goals, load, results }, null, 2)}`);
} finally {
  await server.stop();
}
