/**
 * Every page of the route table, with the demo data: signed out on every page open to visitors, and
 * signed in on every page, each as a viewer allowed to see it (a cook where anyone may). On each,
 * once hydrated: axe-core finds no serious or critical violation (named by page and rule); and where
 * the sweep's viewer is the one the page is listed for, it stays at its address, shows its own
 * heading (access/page-headings.ts), fits a 360 px screen and logs no error in the browser console. One browser context
 * per test, pages opened in turn; long sweeps are split into parts.
 */
import { routeTable } from "../../../src/core/access/route-table.ts";
import { pageHeadings } from "../access/page-headings.ts";
import { seriousViolations } from "../axe.ts";
import {
  concretePath,
  inParts,
  loadDemoData,
  type TStorageState,
  type TViewer,
  viewerOf,
  viewers,
} from "../demo-pages.ts";
import { expect, sidewaysOverflow, test } from "../fixtures.ts";

let storageStates: Record<TViewer, TStorageState>;

test.beforeAll(async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  storageStates = await loadDemoData(() => playwright.request.newContext({ baseURL }));
});

const isOpen = (path: string) => viewerOf(path) === "visitor";

/**
 * What each test sweeps: every open page signed out; signed in, the pages open to all as the cook,
 * and every other page as a viewer allowed to see it. Sign-in's own pages send a signed-in viewer
 * away, so they are swept signed out only. The cook's two halves run side by side.
 */
const sweeps: { viewer: TViewer; name: string; patterns: string[] }[] = [
  {
    viewer: "visitor",
    name: "signed out",
    patterns: routeTable.filter((entry) => isOpen(entry.path)).map((entry) => entry.path),
  },
  {
    viewer: "cook",
    name: "signed in as the demo cook, on pages open to all",
    patterns: routeTable
      .filter((entry) => isOpen(entry.path) && entry.access !== "public-only")
      .map((entry) => entry.path),
  },
  ...viewers
    .filter((viewer) => viewer !== "visitor")
    .map((viewer) => ({
      viewer,
      name: `signed in as the demo ${viewer}`,
      patterns: routeTable.map((entry) => entry.path).filter((path) => viewerOf(path) === viewer),
    })),
];

test.describe("no serious or critical accessibility problems on any page", () => {
  for (const { viewer, name, patterns: all } of sweeps) {
    for (const { label, items: patterns } of inParts(all, 12)) {
      test(`${name} (${all.length} pages${label})`, async ({ browser }) => {
        test.setTimeout(120_000);
        const context = await browser.newContext({ storageState: storageStates[viewer] });
        const page = await context.newPage();
        const consoleErrors: string[] = [];
        let isWatched = false;
        page.on("console", (message) => {
          if (isWatched && message.type() === "error") consoleErrors.push(`${page.url()}: ${message.text()}`);
        });
        page.on("pageerror", (error) => {
          if (isWatched) consoleErrors.push(`${page.url()}: ${error.message}`);
        });
        const problems: string[] = [];
        const tooWide: string[] = [];
        for (const pattern of patterns) {
          const path = concretePath(pattern);
          // The page's own checks belong to the viewer it is listed for (the cook also sweeps the
          // visitors' pages, where some headings name the cook).
          isWatched = viewerOf(pattern) === viewer;
          await page.goto(path);
          for (const violation of await seriousViolations(page)) {
            problems.push(
              `${path} (${pattern}): ${violation.id}, ${violation.impact}, at ${violation.targets.join(" | ")}`,
            );
          }
          if (!isWatched) continue;
          // The same page on a phone: nothing reaches past the right edge.
          const size = page.viewportSize();
          await page.setViewportSize({ width: 360, height: 800 });
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) tooWide.push(`${path} (${pattern}): ${overflow}px wider than a 360px screen`);
          if (size) await page.setViewportSize(size);
          await expect.soft(page, `${pattern} stays where it was opened`).toHaveURL(path);
          const heading = page.getByRole("heading", { level: 1 });
          await expect.soft(heading, `${pattern} shows one heading`).toBeVisible();
          await expect.soft(heading, `${pattern}'s heading`).toHaveText(pageHeadings[pattern].heading);
        }
        await context.close();
        expect(consoleErrors, "browser console errors").toEqual([]);
        expect(problems, `axe-core ${name}`).toEqual([]);
        expect(tooWide, `pages too wide for a phone, ${name}`).toEqual([]);
      });
    }
  }
});
