/**
 * First-party analytics: the endpoint every page's beacon posts to (validation, limits, one row per
 * event with the session's user), and the administrators' reads (counts per day, top events and
 * pages, the search → recipe view → save funnel), on both databases.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { analyticsEvents, users } from "#db/schema.ts";
import { analyticsIngestLimits } from "#server/features/analytics/ingest-limits.ts";
import { deleteOldAnalyticsEvents } from "#server/features/analytics/prune-job.ts";
import { injectAs, insertSignedInUser, signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

const dayMs = 24 * 60 * 60 * 1000;

function pageView(page: string, path: string, occurredAt = Date.now()) {
  return { name: "web page view", page, path, properties: { page, path }, occurredAt };
}

describeEachDatabase("analytics", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  let addressCount = 0;
  /** Each test its own client address, so the per-address limit of one test does not spill into the next. */
  const nextAddress = () => `198.51.100.${++addressCount}`;

  function send(
    body: unknown,
    options: { cookie?: string; address?: string; contentType?: string; origin?: string } = {},
  ) {
    const isText = options.contentType === "text/plain";
    return getApp().inject({
      method: "POST",
      url: "/api/analytics/events",
      remoteAddress: options.address ?? nextAddress(),
      headers: {
        "content-type": options.contentType ?? "application/json",
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
      },
      payload: isText && typeof body !== "string" ? JSON.stringify(body) : (body as never),
    });
  }

  const eventsOf = (visitorId: string) =>
    db().select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId)).orderBy(analyticsEvents.id);

  describe("recording a batch", () => {
    it("stores each event with its page, path, visitor and occurrence, in one request", async () => {
      const visitorId = randomUUID();
      const at = Date.now() - 60_000;
      const response = await send({
        visitorId,
        events: [
          pageView("Search", "/search", at),
          {
            name: "search results",
            page: "Search",
            path: "/search",
            properties: { search_query: "soup", search_type: "recipes", value: 12, page: 1 },
            occurredAt: at + 1000,
          },
        ],
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ accepted: 2 });
      const rows = await eventsOf(visitorId);
      expect(rows.map((row) => [row.name, row.page, row.path, row.userId])).toEqual([
        ["web page view", "Search", "/search", null],
        ["search results", "Search", "/search", null],
      ]);
      expect(rows[1].properties).toEqual({ search_query: "soup", search_type: "recipes", value: 12, page: 1 });
      expect(rows[0].occurredAt.getTime()).toBe(at);
    });

    it("takes the user from the session, never from the batch", async () => {
      const cook = await insertSignedInUser(getApp(), db());
      const visitorId = randomUUID();
      const response = await send(
        { visitorId, userId: "someone-else", events: [pageView("Home", "/")] },
        { cookie: cook.cookie },
      );
      expect(response.statusCode).toBe(202);
      const [row] = await eventsOf(visitorId);
      expect(row.userId).toBe(cook.user.id);
    });

    it("accepts the beacon's text/plain body holding JSON", async () => {
      const visitorId = randomUUID();
      const response = await send(
        { visitorId, events: [pageView("Recipe View", "/recipe/abc")] },
        { contentType: "text/plain" },
      );
      expect(response.statusCode).toBe(202);
      expect(await eventsOf(visitorId)).toHaveLength(1);
    });

    it("keeps a browser's time within the last day, never in the future", async () => {
      const visitorId = randomUUID();
      const before = Date.now();
      await send({
        visitorId,
        events: [pageView("Home", "/", Date.now() + 3 * dayMs), pageView("Home", "/", Date.now() - 30 * dayMs)],
      });
      const [ahead, old] = await eventsOf(visitorId);
      expect(ahead.occurredAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(ahead.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(old.occurredAt.getTime()).toBeGreaterThanOrEqual(before - dayMs - 1000);
    });

    it("refuses another site's page (403)", async () => {
      const response = await send({ events: [pageView("Home", "/")] }, { origin: "https://elsewhere.example" });
      expect(response.statusCode).toBe(403);
    });
  });

  describe("refusing what is not a batch of Ladle's events (400 naming the field)", () => {
    const event = pageView("Home", "/");
    it.each([
      ["an event name outside the product's list", { events: [{ ...event, name: "page viewed" }] }, "events.0.name"],
      ["a page name Ladle does not have", { events: [{ ...event, page: "Landing" }] }, "events.0.page"],
      ["a path that is not a path", { events: [{ ...event, path: "https://x.example/" }] }, "events.0.path"],
      [
        "a property value over 300 characters",
        { events: [{ ...event, properties: { q: "x".repeat(301) } }] },
        "events.0.properties.q",
      ],
      [
        "more than 20 properties",
        { events: [{ ...event, properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])) }] },
        "events.0.properties",
      ],
      [
        "a property that is an object",
        { events: [{ ...event, properties: { nested: { a: 1 } } }] },
        "events.0.properties.nested",
      ],
      ["more than 50 events", { events: Array.from({ length: 51 }, () => event) }, "events"],
      ["no events", { events: [] }, "events"],
      ["a malformed visitor id", { visitorId: "<script>", events: [event] }, "visitorId"],
      ["no occurrence time", { events: [{ ...event, occurredAt: undefined }] }, "events.0.occurredAt"],
    ])("%s", async (_case, body, field) => {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED" });
      expect(response.json().message).toContain(`${field}:`);
    });

    it("a text/plain body that is not JSON", async () => {
      const response = await send("not json", { contentType: "text/plain" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: "BAD_REQUEST", message: "The body must be a JSON batch of events." });
    });
  });

  describe("limits (429 with Retry-After)", () => {
    it("limits one visitor, whatever their address", async () => {
      const visitorId = randomUUID();
      const { max } = analyticsIngestLimits.perVisitor;
      for (let i = 0; i < max; i++) {
        expect((await send({ visitorId, events: [pageView("Home", "/")] })).statusCode).toBe(202);
      }
      const limited = await send({ visitorId, events: [pageView("Home", "/")] });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toContain("Rate limit");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(await eventsOf(visitorId)).toHaveLength(max);
      // Another visitor is not affected.
      expect((await send({ visitorId: randomUUID(), events: [pageView("Home", "/")] })).statusCode).toBe(202);
    });

    it("limits one address, whatever visitor ids it sends", async () => {
      const address = nextAddress();
      const { max } = analyticsIngestLimits.perIp;
      for (let i = 0; i < max; i++) {
        const response = await send({ visitorId: randomUUID(), events: [pageView("Home", "/")] }, { address });
        expect(response.statusCode).toBe(202);
      }
      const limited = await send({ visitorId: randomUUID(), events: [pageView("Home", "/")] }, { address });
      expect(limited.statusCode).toBe(429);
    });
  });

  describe("the administrators' reads", () => {
    async function signInAdmin() {
      const admin = await insertRegisteredUser(db());
      await db().update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
      return signInForTest(getApp(), admin.user.email);
    }

    it("are for administrators only: 401 signed out, 403 for a cook", async () => {
      const cook = await insertSignedInUser(getApp(), db());
      for (const url of ["/api/admin/analytics/summary", "/api/admin/analytics/events"]) {
        expect((await injectAs(getApp(), undefined, { method: "GET", url })).statusCode).toBe(401);
        const forbidden = await injectAs(getApp(), cook.cookie, { method: "GET", url });
        expect(forbidden.statusCode).toBe(403);
        expect(forbidden.json().message).toBe("Only Ladle's administrators can see analytics.");
      }
    });

    it("list the latest events, newest first, by name or visitor", async () => {
      const cookie = await signInAdmin();
      const visitorId = randomUUID();
      await send({
        visitorId,
        events: [
          pageView("Recipe View", "/recipe/r1"),
          { name: "recipe click", page: "Home", path: "/", properties: { recipe_id: "r1" }, occurredAt: Date.now() },
        ],
      });
      const response = await injectAs(getApp(), cookie, {
        method: "GET",
        url: `/api/admin/analytics/events?visitorId=${visitorId}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().items.map((e: { name: string }) => e.name)).toEqual(["recipe click", "web page view"]);
      const clicks = await injectAs(getApp(), cookie, {
        method: "GET",
        url: `/api/admin/analytics/events?visitorId=${visitorId}&name=recipe%20click`,
      });
      expect(clicks.json().items).toHaveLength(1);
    });

    it("count events per day, the top events and pages, and the funnel in order within a day", async () => {
      await db().delete(analyticsEvents);
      const today = new Date();
      const noon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12);
      const yesterdayNoon = noon - dayMs;
      const row = (visitorId: string, name: string, at: number, page: string | null = null) => ({
        visitorId,
        name,
        page,
        path: "/",
        properties: {},
        occurredAt: new Date(at),
      });
      const [a, b, c, d, e] = ["a", "b", "c", "d", "e"].map((v) => `visitor-${v}-${randomUUID()}`);
      const minute = 60_000;
      await db()
        .insert(analyticsEvents)
        .values([
          // a: the whole funnel, in order, today.
          row(a, "search results", noon),
          row(a, "web page view", noon + minute, "Recipe View"),
          row(a, "save recipe success", noon + 2 * minute),
          // b: searched and opened a recipe, saved nothing.
          row(b, "search results", noon),
          row(b, "web page view", noon + minute, "Recipe View"),
          // c: saved before searching: a search only.
          row(c, "web page view", noon - 2 * minute, "Recipe View"),
          row(c, "save recipe success", noon - minute),
          row(c, "search results", noon),
          // d: searched yesterday, opened and saved today: a search only.
          row(d, "search results", yesterdayNoon),
          row(d, "web page view", noon, "Recipe View"),
          row(d, "save recipe success", noon + minute),
          // e: the whole funnel yesterday; and long ago, outside the 30 days.
          row(e, "search results", yesterdayNoon),
          row(e, "web page view", yesterdayNoon + minute, "Search"),
          row(e, "web page view", yesterdayNoon + 2 * minute, "Recipe View"),
          row(e, "save recipe success", yesterdayNoon + 3 * minute),
          row(e, "search results", noon - 40 * dayMs),
        ]);
      const cookie = await signInAdmin();
      const response = await injectAs(getApp(), cookie, { method: "GET", url: "/api/admin/analytics/summary" });
      expect(response.statusCode).toBe(200);
      const summary = response.json();
      expect(summary.funnel).toEqual([
        { step: "search", label: "Searched", visitors: 5 },
        { step: "recipe-view", label: "Opened a recipe", visitors: 3 },
        { step: "save", label: "Saved a recipe", visitors: 2 },
      ]);
      expect(summary.perDay).toHaveLength(30);
      const todayKey = new Date(noon).toISOString().slice(0, 10);
      const yesterdayKey = new Date(yesterdayNoon).toISOString().slice(0, 10);
      expect(summary.perDay.at(-1)).toEqual({ date: todayKey, events: 10, visitors: 4 });
      expect(summary.perDay.at(-2)).toEqual({ date: yesterdayKey, events: 5, visitors: 2 });
      expect(summary.perDay[0].events).toBe(0);
      expect(summary.totals).toEqual({ events: 15, visitors: 5, signedInUsers: 0 });
      expect(summary.topEvents[0]).toEqual({ name: "web page view", events: 6, visitors: 5 });
      expect(summary.topPages).toEqual([
        { page: "Recipe View", views: 5, visitors: 5 },
        { page: "Search", views: 1, visitors: 1 },
      ]);
    });
  });

  describe("with PostHog configured", () => {
    const getPostHogApp = useTestApp(() => getCtx().database, {
      POSTHOG_KEY: "phc_test",
      POSTHOG_HOST: "https://eu.i.posthog.com/",
    });

    it("the content security policy allows PostHog's host for scripts and connections, and no other", async () => {
      const directives = async (app: ReturnType<typeof getApp>) => {
        const response = await app.inject({ method: "GET", url: "/api/health" });
        const policy = String(response.headers["content-security-policy"]);
        return Object.fromEntries(
          policy.split(";").map((part) => {
            const [name, ...sources] = part.trim().split(/\s+/);
            return [name, sources];
          }),
        );
      };
      const configured = await directives(getPostHogApp());
      expect(configured["connect-src"]).toEqual(["'self'", "https://eu.i.posthog.com"]);
      expect(configured["script-src"]).toContain("https://eu.i.posthog.com");
      const unconfigured = await directives(getApp());
      expect(unconfigured["connect-src"]).toEqual(["'self'"]);
      expect(unconfigured["script-src"].filter((source: string) => source.startsWith("http"))).toEqual([]);
    });
  });

  it("prunes events older than the retention period, and only those", async () => {
    const visitorId = randomUUID();
    const now = new Date();
    await db()
      .insert(analyticsEvents)
      .values([
        { visitorId, name: "web page view", occurredAt: new Date(now.getTime() - 401 * dayMs) },
        { visitorId, name: "web page view", occurredAt: new Date(now.getTime() - 399 * dayMs) },
      ]);
    const { deleted } = await deleteOldAnalyticsEvents({ db: db(), now });
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await eventsOf(visitorId);
    expect(left).toHaveLength(1);
    expect(left[0].occurredAt.getTime()).toBe(now.getTime() - 399 * dayMs);
    const [schedule] = await db()
      .execute(sql`SELECT name FROM job_schedules WHERE name = 'analytics-prune'`)
      .then((result) => (result as unknown as { rows: { name: string }[] }).rows);
    expect(schedule?.name).toBe("analytics-prune");
  });
});
