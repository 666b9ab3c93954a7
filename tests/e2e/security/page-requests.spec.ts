/**
 * What the page server refuses or rewrites before any route runs: other spellings of an address
 * (so a cached page cannot outlive a change to its recipe), control characters in an address, and
 * bodies over the page actions' 1 MB limit.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../../playwright.config.ts";
import { signUp } from "../fixtures.ts";

/** A raw request: the path is sent exactly as written (no client-side normalisation). */
function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path, method: options.method ?? "GET", headers: options.headers },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

test("every other spelling of a page's address redirects to the one the cache knows", async ({ page }) => {
  await signUp(page, { prefix: "canon" });
  const created = await page.request.post("/api/recipes", {
    data: {
      title: "Canonical Quince Paste",
      visibility: "public",
      ingredientGroups: [{ name: null, lines: ["500 g quinces"] }],
      instructionSections: [{ name: null, steps: ["Simmer slowly."] }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  for (const spelling of [`/RECIPE/${id}`, `/recipe/${id.toUpperCase()}`, `/%72ecipe/${id}`, `/recipe/./${id}`]) {
    const response = await rawRequest(spelling);
    expect(response.status, spelling).toBe(301);
    expect(response.location, spelling).toBe(`/recipe/${id}`);
  }
  // A visitor's copy is cached; after the recipe turns private, no spelling reaches the old copy.
  expect((await rawRequest(`/recipe/${id}`)).body).toContain("500 g quinces");
  const changed = await page.request.patch(`/api/recipes/${id}`, { data: { visibility: "private" } });
  expect(changed.ok()).toBeTruthy();
  for (const spelling of [`/recipe/${id}`, `/RECIPE/${id}?servings=8`]) {
    const response = await rawRequest(spelling);
    expect(response.body).not.toContain("500 g quinces");
  }
  expect((await rawRequest(`/recipe/${id}`)).status).toBe(404);
  const api = await rawRequest(`/api/recipes/${id.toUpperCase()}`);
  expect(api.status).toBe(404);
});

test("an address holding a control character is a 400, not a server error", async () => {
  for (const path of ["/u/a%00b", "/search?q=so%00up", "/recipe/%07"]) {
    const response = await rawRequest(path);
    expect(response.status, path).toBe(400);
    expect(response.body).toContain("Bad request");
  }
});

test("a page action refuses a body over 1 MB before reading it", async ({ page }) => {
  await signUp(page, { prefix: "bigbody" });
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const body = Buffer.alloc(2 * 1024 * 1024, "a");
  const response = await rawRequest("/recipe/00000000-0000-4000-8000-000000000000/review/create", {
    method: "POST",
    headers: {
      cookie,
      origin: baseURL,
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(body.length),
    },
    body,
  });
  expect(response.status).toBe(413);
  // The server is still well: the next request is answered.
  expect((await rawRequest("/api/health")).status).toBe(200);
});
