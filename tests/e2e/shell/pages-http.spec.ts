import { expect, test } from "@playwright/test";
import { demo } from "../fixtures.ts";

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test("pages carry security headers and a fresh script nonce on every answer, cached or not", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // Same-origin: a form posted before the script loads carries its origin; other sites get no referrer.
    expect(headers["referrer-policy"]).toBe("same-origin");
    const nonce = nonceOf(headers["content-security-policy"]);
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
  }
  expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(
    nonceOf(first.headers()["content-security-policy"]),
  );
  // Signed-out visitors share the home page for a few seconds.
  expect(second.headers()["x-page-cache"]).toBe("HIT");
});

test("signed-in visitors share a copy that names nobody, and their own state arrives once the page is open", async ({
  page,
}) => {
  await page.request.post("/api/dev/sign-in", { data: { email: demo.cook } });
  const first = await page.request.get("/search?q=soup");
  const second = await page.request.get("/search?q=soup");
  expect(second.headers()["x-page-cache"]).toBe("HIT");
  for (const response of [first, second]) {
    const html = await response.text();
    expect(html).not.toContain(demo.cook);
    expect(html).not.toContain("Account menu for");
    // Not the visitors' copy either: no "Sign in" button in its header.
    expect(html).not.toMatch(/site-header__sign-in/);
  }
  const ownState = page.waitForResponse((response) => response.url().includes("/api/me/state"));
  await page.goto("/search?q=soup");
  expect((await ownState).status()).toBe(200);
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
});

test("unknown pages are a real 404 page and unknown API paths are JSON", async ({ request }) => {
  const page = await request.get("/no-such-page");
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain("We couldn&#x27;t find that page");
  const api = await request.get("/api/no-such-endpoint");
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: "NOT_FOUND" });
});

test("hashed assets are cached for a year", async ({ request }) => {
  const html = await (await request.get("/faqs")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset as string);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
