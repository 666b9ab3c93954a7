/**
 * What each route of the route table shows, not only where it sends people: every route answers 200
 * without a redirect to someone allowed to see it, and every route has its heading in
 * page-headings.ts, which the accessibility sweep (accessibility/every-page.spec.ts) checks on each
 * page it opens. A route the table lists without a page fails the build (src/web/routes.ts).
 */
import type { APIRequestContext } from "@playwright/test";
import { routeTable } from "../../../src/core/access/route-table.ts";
import { concretePath, loadDemoData, type TStorageState, type TViewer, viewerOf } from "../demo-pages.ts";
import { expect, test } from "../fixtures.ts";
import { pageHeadings } from "./page-headings.ts";

let storageStates: Record<TViewer, TStorageState>;

test.beforeAll(async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  storageStates = await loadDemoData(() => playwright.request.newContext({ baseURL }));
});

test("every route in the table is a page with its heading here", () => {
  const tablePaths = routeTable.map((entry) => entry.path);
  const listed = Object.keys(pageHeadings);
  expect(
    listed.filter((path) => !tablePaths.includes(path)),
    "listed here but not in the route table",
  ).toEqual([]);
  expect(
    tablePaths.filter((path) => !listed.includes(path)),
    "in the route table but not listed here",
  ).toEqual([]);
});

test("every route answers 200 to someone allowed to see it, without a redirect", async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  const requests = new Map<TViewer, APIRequestContext>();
  for (const entry of routeTable) {
    const viewer = viewerOf(entry.path);
    let request = requests.get(viewer);
    if (!request) {
      request = await playwright.request.newContext({ baseURL, storageState: storageStates[viewer] });
      requests.set(viewer, request);
    }
    const response = await request.get(concretePath(entry.path), { maxRedirects: 0 });
    expect.soft(response.status(), `${entry.path} as ${viewer}`).toBe(200);
  }
  await Promise.all([...requests.values()].map((request) => request.dispose()));
});
