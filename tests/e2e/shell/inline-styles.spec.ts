import { expect, test } from "../fixtures.ts";

/** Ladle's page background (tokens.css), which only the shell's stylesheet sets. */
const cream = "rgb(255, 251, 245)";

const stylesheetState = (page: import("@playwright/test").Page) =>
  page.evaluate(() => ({
    inline: [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => style.dataset.href),
    links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      href: link.getAttribute("href") ?? "",
      isDisabled: link.disabled,
    })),
  }));

test("a page's styles come inside its HTML, and no stylesheet is fetched before it is drawn", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const { inline, links } = await stylesheetState(page);
  expect(inline.length).toBeGreaterThan(0);
  // Every stylesheet the route links is inline; its link stays, disabled, for hydration to pair with.
  for (const href of inline) expect(links).toContainEqual({ href, isDisabled: true });
  for (const href of inline) expect(stylesheets).not.toContain((href ?? "").replace(/#$/, ""));
  // Hydration kept them: the page still has its cream background.
  await expect(page.locator("body")).toHaveCSS("background-color", cream);
});

test("a navigation drops the styles of the page it leaves and loads the next page's", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const before = await stylesheetState(page);
  const homeOnly = before.inline.filter((href) => href?.includes("/home-"));
  expect(homeOnly).toHaveLength(1);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const after = await stylesheetState(page);
  expect(after.inline).not.toContain(homeOnly[0]);
  // The shell's styles stay for every page.
  expect(after.inline.some((href) => href?.includes("/shell-"))).toBe(true);
  await expect(page.locator("body")).toHaveCSS("background-color", cream);
});
