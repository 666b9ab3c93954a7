/**
 * axe-core on every page of the route table, with the demo data: signed out on every page open to
 * visitors, and signed in on every page, each as a viewer allowed to see it (a cook where anyone
 * may). Fails on any serious or critical violation, naming the page and the rule. One browser
 * context per viewer, pages opened in turn.
 */
import { routeTable } from "../../../src/core/access/route-table.ts";
import { seriousViolations } from "../axe.ts";
import { concretePath, loadDemoData, type TStorageState, type TViewer, viewerOf, viewers } from "../demo-pages.ts";
import { expect, test } from "../fixtures.ts";

let storageStates: Record<TViewer, TStorageState>;

test.beforeAll(async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  storageStates = await loadDemoData(() => playwright.request.newContext({ baseURL }));
});

/** The routes each viewer sweeps: every open page signed out, then every page but sign-in's own signed in. */
function patternsFor(viewer: TViewer): string[] {
  if (viewer === "visitor") {
    return routeTable
      .filter((entry) => entry.access === "hybrid" || entry.access === "public-only")
      .map((entry) => entry.path);
  }
  return routeTable
    .filter((entry) => entry.access !== "public-only")
    .map((entry) => entry.path)
    .filter((path) => (viewerOf(path) === "visitor" ? "cook" : viewerOf(path)) === viewer);
}

test.describe("no serious or critical accessibility problems on any page", () => {
  for (const viewer of viewers) {
    const patterns = patternsFor(viewer);
    test(`${viewer === "visitor" ? "signed out" : `signed in as the demo ${viewer}`} (${patterns.length} pages)`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const context = await browser.newContext({ storageState: storageStates[viewer] });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const pattern of patterns) {
        const path = concretePath(pattern);
        await page.goto(path);
        for (const violation of await seriousViolations(page)) {
          problems.push(
            `${path} (${pattern}): ${violation.id}, ${violation.impact}, at ${violation.targets.join(" | ")}`,
          );
        }
      }
      await context.close();
      expect(problems, `axe-core as ${viewer}`).toEqual([]);
    });
  }
});
