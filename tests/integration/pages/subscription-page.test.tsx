// @vitest-environment happy-dom
/**
 * A reader's subscription page rendered below the browser, reached after a change (`?cancelled=1`,
 * `?reactivated=1`): the news is said once, in one status message, and the marker leaves the
 * address bar once shown, so a reload does not say it again.
 */
import { cleanup, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { formatLongDate } from "#core/text/dates.ts";
import { insertRegisteredUser, insertSubscription } from "#db/factories/index.ts";
import type { subscriptions } from "#db/schema.ts";
import * as subscriptionPage from "#web/routes/me.subscriptions.$subscriptionId.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

const day = 24 * 60 * 60 * 1000;

describeEachDatabase("/me/subscriptions/:subscriptionId after a change", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  async function subscribe(overrides: Partial<typeof subscriptions.$inferInsert>) {
    const { db } = getCtx().database;
    const { blog } = await insertRegisteredUser(db, { blog: { hasPaywalledContent: true, title: "Medlar Monthly" } });
    const reader = await insertRegisteredUser(db);
    const periodEnd = new Date(Date.now() + 20 * day);
    const row = await insertSubscription(db, {
      readerId: reader.user.id,
      blogId: blog?.id as string,
      currentPeriodEnd: periodEnd,
      ...overrides,
    });
    return { id: row.id, periodEnd, cookie: await signInForTest(app, reader.user.email) };
  }

  /** Opens the page as the browser does: the address bar and the router at the same address. */
  async function openPage(url: string, cookie: string) {
    window.history.replaceState(null, "", url);
    await renderPage({
      database: getCtx().database,
      path: "/me/subscriptions/:subscriptionId",
      module: subscriptionPage,
      url,
      cookie,
      app,
    });
    await screen.findByRole("heading", { level: 1, name: "Medlar Monthly" });
  }

  it("says a cancellation once, then takes ?cancelled=1 out of the address so a reload does not repeat it", async () => {
    const { id, periodEnd, cookie } = await subscribe({ cancelAtPeriodEnd: true });
    const news = `Cancelled. You can keep reading Medlar Monthly until ${formatLongDate(periodEnd)}.`;
    await openPage(`/me/subscriptions/${id}?cancelled=1`, cookie);

    expect(screen.getAllByText(/cancelled/i).map((element) => element.textContent)).toEqual([news]);
    expect(screen.getByRole("status").textContent).toBe(news);
    await expect.poll(() => window.location.pathname + window.location.search).toBe(`/me/subscriptions/${id}`);
    // Still shown for this visit: the address changed, not the page.
    expect(screen.getByRole("status").textContent).toBe(news);

    // The reload: the same page at the clean address, its status line without a notice.
    cleanup();
    await openPage(`/me/subscriptions/${id}`, cookie);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText(news)).toBeTruthy();
  });

  it("says a reactivation beside when it renews, and where the subscription stands when it no longer reads that way", async () => {
    const { id, periodEnd, cookie } = await subscribe({});
    await openPage(`/me/subscriptions/${id}?reactivated=1&from=mail#facts`, cookie);
    expect(screen.getByRole("status").textContent).toBe("Your subscription continues.");
    expect(screen.getByText(`Renews on ${formatLongDate(periodEnd)}.`)).toBeTruthy();
    // Only the marker goes: the rest of the address stays.
    await expect.poll(() => window.location.search + window.location.hash).toBe("?from=mail#facts");
    cleanup();

    // Back from cancelling, to a subscription kept in another tab since: the page says it isn't
    // cancelled, once, and focuses it, rather than nothing.
    await openPage(`/me/subscriptions/${id}?cancelled=1`, cookie);
    expect(screen.getByRole("status").textContent).toBe("Your subscription isn't cancelled: it renews as usual.");
    // When: the status line under it says so.
    expect(screen.getByText(`Renews on ${formatLongDate(periodEnd)}.`)).toBeTruthy();
    await expect.poll(() => document.activeElement).toBe(screen.getByRole("status"));
    await expect.poll(() => window.location.search).toBe("");
  });

  it("back from keeping a subscription cancelled again elsewhere, says it is cancelled and until when", async () => {
    const { id, periodEnd, cookie } = await subscribe({ cancelAtPeriodEnd: true });
    await openPage(`/me/subscriptions/${id}?reactivated=1`, cookie);
    const news = `Cancelled. You can keep reading Medlar Monthly until ${formatLongDate(periodEnd)}.`;
    expect(screen.getByRole("status").textContent).toBe(news);
    // Said once: the status line under it is the notice.
    expect(screen.getAllByText(news)).toHaveLength(1);
    await expect.poll(() => document.activeElement).toBe(screen.getByRole("status"));
  });
});
