import { expect, test } from "@playwright/test";
import { firstLoadBudgetBytes, measureFirstLoadJs } from "../../helpers/first-load-js.ts";

// The landing pages a visitor arrives on stay under the first-load budget (bench/first-load-js.ts
// prints the figures); the paywalled blog is the demo's heaviest.
test("the landing pages load under 100 KB of JavaScript, gzip", async ({ request, baseURL }) => {
  const trending = await (await request.get("/api/recipes/trending?limit=12")).json();
  const recipe = trending.items.find((item: { isPaywalled: boolean }) => !item.isPaywalled);
  expect(recipe).toBeTruthy();
  const sizes: Record<string, number> = {};
  for (const path of ["/", `/recipe/${recipe.id}`, "/search?q=soup", "/p/blogs/pro"]) {
    sizes[path] = Math.round((await measureFirstLoadJs(String(baseURL), path)).gzipBytes / 102.4) / 10;
  }
  const over = Object.entries(sizes).filter(([, kilobytes]) => kilobytes * 1024 >= firstLoadBudgetBytes);
  expect(over, `KB gzip per page: ${JSON.stringify(sizes)}`).toEqual([]);
});
