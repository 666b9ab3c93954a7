/**
 * The production build's security headers on everything it answers: every route of the route
 * table with the demo data, as the viewer it is for (a page with its Content-Security-Policy and
 * script nonce) and as a visitor (the sign-in redirect of a private page), static files, uploads,
 * the service worker, the 404 page, and API answers and errors. The API's every operation is
 * walked in tests/integration/security-headers.test.ts.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { routeTable } from "../../../src/core/access/route-table.ts";
import { findHeaderProblems } from "../../helpers/security-headers.ts";
import { concretePath, loadDemoData, type TStorageState, type TViewer, viewerOf } from "../demo-pages.ts";
import { expect, test } from "../fixtures.ts";

let storageStates: Record<TViewer, TStorageState>;

test.beforeAll(async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  storageStates = await loadDemoData(() => playwright.request.newContext({ baseURL }));
});

const isHtml = (response: APIResponse) => (response.headers()["content-type"] ?? "").startsWith("text/html");

/** The problems of one answer, named by what was asked; a page's policy is checked too. */
function problemsOf(name: string, response: APIResponse): string[] {
  return findHeaderProblems(response.headers(), { isPage: isHtml(response) }).map(
    (problem) => `${name} (${response.status()}): ${problem}`,
  );
}

test("every route of the route table, as its viewer and as a visitor, answers with the security headers", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const baseURL = test.info().project.use.baseURL;
  const requests = new Map<TViewer, APIRequestContext>();
  const requestAs = async (viewer: TViewer) => {
    const existing = requests.get(viewer);
    if (existing) return existing;
    const created = await playwright.request.newContext({ baseURL, storageState: storageStates[viewer] });
    requests.set(viewer, created);
    return created;
  };
  const problems: string[] = [];
  let redirects = 0;
  for (const entry of routeTable) {
    const path = concretePath(entry.path);
    const viewer = viewerOf(entry.path);
    const own = await (await requestAs(viewer)).get(path, { maxRedirects: 0 });
    expect.soft(isHtml(own), `${path} as ${viewer} is a page`).toBe(true);
    problems.push(...problemsOf(`${path} as ${viewer}`, own));
    if (viewer === "visitor") continue;
    const visitor = await (await requestAs("visitor")).get(path, { maxRedirects: 0 });
    if (visitor.status() >= 300 && visitor.status() < 400) redirects++;
    problems.push(...problemsOf(`${path} as a visitor`, visitor));
  }
  await Promise.all([...requests.values()].map((request) => request.dispose()));
  expect(redirects, "private pages send a visitor to sign in").toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test("static files, uploads, the service worker, errors and API answers carry them too", async ({ request }) => {
  const recipePage = await request.get(concretePath("/recipe/:recipeId"));
  const html = await recipePage.text();
  const script = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  const stylesheet = /\/assets\/[^"#]+\.css/.exec(html)?.[0];
  const upload = /\/uploads\/[^"]+\.(?:svg|jpg|webp)/.exec(html)?.[0];
  expect([script, stylesheet, upload].every(Boolean), "the recipe page names a script, a stylesheet and an image").toBe(
    true,
  );
  const paths = [
    script!,
    stylesheet!,
    upload!,
    "/assets/no-such-file.js",
    "/favicon.svg",
    "/favicon.ico",
    "/apple-touch-icon.png",
    "/manifest.webmanifest",
    "/sw.js",
    "/robots.txt",
    "/sitemap.xml",
    "/uploads/recipes/no-such-image.jpg",
    "/no-such-page",
    "/recipe/00000000-0000-4000-8000-000000000000",
    "/recipe/%E0%A4%A",
    "/api/health",
    "/api/no-such-endpoint",
    "/api/recipes/not-a-recipe",
    "/api/me/state",
    "/api/search/recipes?q=soup",
    "/api/openapi.json",
  ];
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    problems.push(...problemsOf(path, response));
  }
  const refused = await request.post("/api/recipes", { data: { title: "" } });
  expect(refused.status()).toBe(401);
  problems.push(...problemsOf("POST /api/recipes as a visitor", refused));
  expect(problems).toEqual([]);
});
