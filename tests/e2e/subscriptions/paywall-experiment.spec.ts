/**
 * The paywalled-blog experiment: each browser keeps its variant of the call to subscribe, and the
 * "subscription get-started click" event says which one the reader saw.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** Visitor ids and the variant each one gets (src/core/subscriptions/paywall-experiment.ts). */
const visitors = [
  { id: "visitor-control", variant: "control", label: "Subscribe for $5/month" },
  { id: "visitor-b", variant: "value", label: "Unlock every recipe for $5/month" },
  { id: "visitor-a", variant: "yearly-first", label: "Subscribe for $50/year" },
] as const;

for (const visitor of visitors) {
  test(`a visitor in the ${visitor.variant} group sees its call, again after a reload, and the event names it`, async ({
    page,
    context,
  }) => {
    await context.addInitScript((id) => localStorage.setItem("ladle.visitor-id", id), visitor.id);
    await page.goto("/p/blogs/pro");
    await hydrated(page);
    const call = page.getByRole("link", { name: visitor.label });
    await expect(call).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(call).toBeVisible();

    await call.click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=/);
    const clicks = await page.evaluate(() =>
      window.dataLayer?.filter((entry) => entry.event === "subscription get-started click"),
    );
    expect(clicks?.[0]?.properties).toMatchObject({ paywall_variant: visitor.variant });
  });
}
