/**
 * The recipe page shows the newest reviews and loads older ones on request.
 */
import { demo, expect, register, test, uniqueEmail, uniqueUsername } from "../fixtures.ts";

test("a reader pages through every review of a recipe", async ({ page, browser }) => {
  const author = await browser.newContext();
  await author.request.post("/api/dev/sign-in", { data: { email: demo.cook } });
  const created = await author.request.post("/api/recipes", {
    data: {
      title: `Much-reviewed focaccia ${Date.now().toString(36)}`,
      ingredientGroups: [{ lines: ["500 g flour"] }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await author.close();

  // Twelve cooks review it, one after another, so the newest is the twelfth.
  for (let i = 1; i <= 12; i++) {
    const reviewer = await browser.newContext();
    const reviewerPage = await reviewer.newPage();
    await reviewer.request.post("/api/dev/sign-in", { data: { email: uniqueEmail("reviewer") } });
    await register(reviewerPage, { name: `Reviewer ${i}`, username: uniqueUsername("rev") });
    const review = await reviewer.request.put(`/api/recipes/${id}/review`, {
      data: { rating: (i % 5) + 1, text: `Review number ${i}` },
    });
    expect(review.ok(), await review.text()).toBeTruthy();
    await reviewer.close();
  }

  await page.goto(`/recipe/${id}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const reviews = page.getByRole("region", { name: "Reviews" }).getByRole("listitem");
  await expect(reviews).toHaveCount(10);
  await expect(reviews.first()).toContainText("Review number 12");
  await expect(page.getByText("Showing 10 of 12 reviews.")).toBeVisible();

  await page.getByRole("button", { name: "Show more reviews" }).click();
  await expect(reviews).toHaveCount(12);
  await expect(reviews.last()).toContainText("Review number 1");
  await expect(page.getByRole("button", { name: "Show more reviews" })).toHaveCount(0);
});
