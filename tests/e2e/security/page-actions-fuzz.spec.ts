/**
 * Every page action, fuzzed through the real server: malformed, oversized and Unicode-edge form
 * fields, signed in and not. No answer may be a server error. (The API's operations are fuzzed in
 * tests/integration/fuzz-api.test.ts; `FUZZ_RUNS` makes either run longer.)
 */
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { baseURL } from "../../../playwright.config.ts";
import { demo, signIn } from "../fixtures.ts";

const runs = Number(process.env.FUZZ_RUNS ?? 15);

const edgeText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0007b",
    "\u202e\ufeff",
    "🍲👩🏽‍🍳",
    "'; DROP TABLE reviews; --",
    "9".repeat(400),
    "-1",
    "NaN",
  ),
);
const formFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "rating",
      "text",
      "intent",
      "collection",
      "newCollectionName",
      "accept",
      "email",
      "message",
      "url",
      "_js",
      "name",
      "description",
      "visibility",
      "cover",
      "move",
      "remove",
    ),
    fc.string({ maxLength: 12 }),
  ),
  edgeText,
  { maxKeys: 6 },
);

test("page actions answer any form with a page or a 4xx, never a server error", async ({ page }) => {
  test.setTimeout(180_000);
  const search = await page.request.get("/api/search/recipes?q=pancakes");
  const recipeId = ((await search.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(recipeId).toBeTruthy();
  const actions = [
    `/recipe/${recipeId}/review/create`,
    `/recipe/${recipeId}/save`,
    "/auth/terms_conditions",
    "/data-deletion-requests",
    "/save_to_ladle",
    "/me/logout",
  ];
  for (const isSignedIn of [false, true]) {
    if (isSignedIn) {
      await signIn(page, demo.fan);
      // A collection of the fan's own, made for this run, so its edit page's action is fuzzed as its owner.
      const created = await page.request.post("/api/collections", { data: { name: "Fuzzed shelf" } });
      const { id } = (await created.json()) as { id: string };
      actions.push("/collection/create", `/collection/${id}/edit`);
    }
    for (const path of actions) {
      await fc.assert(
        fc.asyncProperty(formFields, fc.boolean(), async (fields, sendsOrigin) => {
          const response = await page.request.post(path, {
            form: fields,
            headers: sendsOrigin ? { origin: baseURL } : {},
            maxRedirects: 0,
          });
          expect(
            response.status(),
            `${isSignedIn ? "signed in" : "visitor"} POST ${path} ${JSON.stringify(fields)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: runs },
      );
    }
  }
});
