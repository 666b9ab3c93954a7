/**
 * The consent banner, the advertising pixel and the page-analytics tag, and browser error
 * reporting. With nothing configured, on the suite's own server (playwright.config.ts sets none of
 * them); each other case against a Ladle server of its own configured for it, with the outside
 * hosts stood in for on 127.0.0.1.
 */
import fs from "node:fs";
import { expect, type Page, type Request, test } from "@playwright/test";
import { sidewaysOverflow } from "../fixtures.ts";
import { makeDataDir, startFakeHost, startOwnServer, type TFakeHost, type TOwnServer } from "./own-server.ts";

const bannerName = "Cookies, your call";

async function openPage(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

/**
 * Waits until the tools would have loaded, had they been let: they load in an idle callback asked
 * for once the page has hydrated and loaded, and idle callbacks run in the order they were asked
 * for, so one asked for after hydration runs after it. Then until no request of the page has been
 * in flight for half a second, so whatever that callback started has been sent.
 */
async function waitPastIdle(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight++;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const ask = () => requestIdleCallback(() => resolve(), { timeout: 5000 });
          if (document.readyState === "complete") ask();
          else addEventListener("load", ask, { once: true });
        }),
    );
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastChange >= 500, {
        message: "the network to go quiet",
        intervals: [100],
      })
      .toBe(true);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

test.describe("with nothing configured", () => {
  test("shows no banner and no cookie settings, and no request leaves Ladle", async ({ page, baseURL }) => {
    const ladle = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.origin !== ladle) elsewhere.push(request.url());
    });
    await openPage(page, "/");
    await page.getByRole("link", { name: "About Ladle" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await waitPastIdle(page);
    await expect(page.getByRole("region", { name: bannerName })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
    await openPage(page, "/privacy-policy");
    await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  });

  test("a thrown browser error reaches /api/errors", async ({ page }) => {
    await openPage(page, "/about-us");
    const reported = page.waitForRequest((request) => isErrorReport(request));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("e2e: a thrown error");
      }, 0);
    });
    const request = await reported;
    expect(request.postDataJSON()).toMatchObject({
      category: "generic error",
      source: "window error",
      message: "Error: e2e: a thrown error",
      path: "/about-us",
    });
    expect((await request.response())?.status()).toBe(204);
  });

  test("a sign-in that cannot reach the server is tracked as an auth connection error", async ({ page }) => {
    await openPage(page, "/auth");
    await page.route("**/api/auth/email-otp/send-verification-otp", (route) => route.abort("internetdisconnected"));
    const reported = page.waitForRequest((request) => isErrorReport(request));
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("someone@example.com");
    await page.getByRole("button", { name: "Email me a code" }).click();
    await expect(page.getByText("We couldn't reach Ladle. Check your connection and try again.")).toBeVisible();
    expect((await reported).postDataJSON()).toMatchObject({
      category: "auth connection error",
      source: "tracked",
      details: { code: "NETWORK_ERROR" },
    });
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    expect(events).toContain("auth connection error");
  });
});

// The servers below share one data folder, seeded by the first to start, so they run one after another.
test.describe("on servers of their own", () => {
  test.describe.configure({ mode: "serial" });
  let dataDir = "";
  test.beforeAll(() => {
    dataDir = makeDataDir();
  });
  test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test.describe("with a pixel and a page-analytics tag configured", () => {
    let server: TOwnServer;
    let pixel: TFakeHost;
    let analytics: TFakeHost;
    const pixelEvents = () => pixel.requests.map((request) => request.url.searchParams.get("ev"));
    const analyticsEvents = () => analytics.requests.map((request) => request.url.searchParams.get("en"));

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      pixel = await startFakeHost();
      analytics = await startFakeHost();
      server = await startOwnServer({
        dataDir,
        env: {
          PIXEL_ID: "1234567890",
          PIXEL_HOST: pixel.origin,
          PAGE_ANALYTICS_ID: "G-E2ETEST",
          PAGE_ANALYTICS_HOST: analytics.origin,
        },
      });
    });
    test.afterAll(async () => {
      await server?.stop();
      await pixel?.close();
      await analytics?.close();
    });
    test.beforeEach(() => {
      pixel.requests.length = 0;
      analytics.requests.length = 0;
    });

    test("asks first, sends nothing before Accept, then page views and named events", async ({ page }) => {
      await openPage(page, `${server.url}/`);
      const banner = page.getByRole("region", { name: bannerName });
      await expect(banner).toBeVisible();
      await waitPastIdle(page);
      expect(pixel.requests).toEqual([]);
      expect(analytics.requests).toEqual([]);

      await banner.getByRole("button", { name: "Accept" }).click();
      await expect(banner).toBeHidden();
      await expect.poll(pixelEvents).toEqual(["PageView"]);
      await expect.poll(analyticsEvents).toEqual(["page_view"]);
      expect(pixel.requests[0].url.pathname).toBe("/tr/");
      expect(pixel.requests[0].url.searchParams.get("id")).toBe("1234567890");
      expect(analytics.requests[0].url.searchParams.get("tid")).toBe("G-E2ETEST");

      // A route change in the page is a page view.
      await page.getByRole("contentinfo").getByRole("link", { name: "For bloggers" }).click();
      await expect(page).toHaveURL(/\/for-bloggers\/about$/);
      await expect.poll(pixelEvents).toEqual(["PageView", "PageView"]);
      await expect.poll(analyticsEvents).toEqual(["page_view", "page_view"]);
      expect(pixel.requests[1].url.searchParams.get("dl")).toBe(`${server.url}/for-bloggers/about`);

      // A named event, with its properties.
      await page.getByRole("link", { name: "Get started" }).first().click();
      await expect.poll(pixelEvents).toContain("subscription get-started click");
      const named = pixel.requests.find(
        (request) => request.url.searchParams.get("ev") === "subscription get-started click",
      );
      expect(named?.url.searchParams.get("cd[page]")).toBeTruthy();
      await expect.poll(analyticsEvents).toContain("subscription_get_started_click");

      // The answer is remembered: no banner on the next visit, and the tools load again.
      const before = pixel.requests.length;
      await openPage(page, `${server.url}/about-us`);
      await expect(banner).toHaveCount(0);
      await expect.poll(() => pixel.requests.length).toBeGreaterThan(before);
    });

    test("after Decline nothing is sent; Cookie settings changes the answer", async ({ page }) => {
      await openPage(page, `${server.url}/about-us`);
      const banner = page.getByRole("region", { name: bannerName });
      await banner.getByRole("button", { name: "Decline" }).click();
      await expect(banner).toBeHidden();
      await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
      await expect(page).toHaveURL(/\/faqs$/);
      await openPage(page, `${server.url}/search`);
      await expect(banner).toHaveCount(0);
      await waitPastIdle(page);
      expect(pixel.requests).toEqual([]);
      expect(analytics.requests).toEqual([]);

      // Changed from the footer, by keyboard: focus moves into the banner and back after the choice.
      const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
      await settings.focus();
      await page.keyboard.press("Enter");
      await expect(banner).toBeVisible();
      await expect(banner.getByText("Right now you've declined.")).toBeVisible();
      await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(banner).toBeHidden();
      await expect(settings).toBeFocused();
      await expect.poll(pixelEvents).toEqual(["PageView"]);

      // And back again from the privacy policy: no more requests after Decline.
      await openPage(page, `${server.url}/privacy-policy`);
      await page.getByRole("main").getByRole("button", { name: "Cookie settings" }).click();
      await banner.getByRole("button", { name: "Decline" }).click();
      const after = pixel.requests.length;
      await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await waitPastIdle(page);
      expect(pixel.requests.length).toBe(after);
    });

    test("the banner fits a 360 px screen above the bottom navigation", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openPage(page, `${server.url}/`);
      const banner = page.getByRole("region", { name: bannerName });
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(box && box.y + box.height <= 740 - 64).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: test.info().outputPath("consent-banner-360.png") });
    });
  });

  test.describe("with Sentry through the tunnel", () => {
    let server: TOwnServer;
    let ingest: TFakeHost;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      ingest = await startFakeHost();
      const port = new URL(ingest.origin).port;
      server = await startOwnServer({
        dataDir,
        env: { SENTRY_DSN: `http://e2ekey@127.0.0.1:${port}/7`, SENTRY_TUNNEL: "/api/monitoring" },
      });
    });
    test.afterAll(async () => {
      // The last server on the shared data folder, which is removed next: no need to wait for it to finish.
      await server?.kill();
      await ingest?.close();
    });

    test("a thrown error reaches Sentry's ingest through Ladle's tunnel", async ({ page }) => {
      const direct: string[] = [];
      const ownReports: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith(ingest.origin)) direct.push(request.url());
        if (isErrorReport(request)) ownReports.push(request.url());
      });
      await openPage(page, `${server.url}/about-us`);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error("e2e: sent to Sentry");
        }, 0);
      });
      await expect
        .poll(() => ingest.requests.some((request) => request.body.toString("utf8").includes("e2e: sent to Sentry")), {
          timeout: 15_000,
        })
        .toBe(true);
      const envelope = ingest.requests.find((request) => request.body.toString("utf8").includes("e2e: sent to Sentry"));
      expect(envelope?.url.pathname).toBe("/api/7/envelope/");
      expect(direct).toEqual([]);
      expect(ownReports).toEqual([]);
    });
  });
});

function isErrorReport(request: Request): boolean {
  return request.method() === "POST" && new URL(request.url()).pathname === "/api/errors";
}
