/**
 * A page's form refused by a rate limit says so in the product's words ("Too many requests. Please
 * try again later.", docs/product-rules.md "Errors and toasts"), never the API's "Rate limit reached"
 * sentence, and saves nothing more: New collection, Create a meal plan and Your blog's details.
 */
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { collections, mealPlans } from "#db/schema.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { appContext } from "#web/context.ts";
import { runBlogEditorAction } from "#web/features/blogs/blog-actions.server.ts";
import * as createCollectionPage from "#web/routes/collection.create.tsx";
import * as createPlanPage from "#web/routes/meal_plan.create.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { servicesFor } from "../../helpers/page-stub.tsx";

const tooMany = "Too many requests. Please try again later.";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** What an action answered: `data(…)`'s payload and status, or a plain object with no status. */
function answerOf(result: unknown): { body: unknown; status: number | null } {
  if (result instanceof Response) return { body: null, status: result.status };
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped?.type === "DataWithResponseInit") return { body: wrapped.data, status: wrapped.init?.status ?? null };
  return { body: result, status: null };
}

describeEachDatabase("page forms refused by a rate limit", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });
  const all = () => servicesFor(getCtx().database);

  async function signedIn(options: Parameters<typeof insertRegisteredUser>[1] = {}) {
    const account = await insertRegisteredUser(getCtx().database.db, options);
    const { services, deps } = all();
    const cookie = await signInForTest(app, account.user.email);
    const viewer = await services.identity.findViewer({ headers: new Headers({ cookie }) });
    const context = new RouterContextProvider();
    context.set(appContext, {
      services,
      env: deps.env,
      viewer,
      isSharedCopy: false,
      requestId: "route-test",
      nonce: "",
      clientIp: "127.0.0.1",
    });
    return { ...account, context };
  }

  it("New collection says 'Too many requests' after the tenth collection of a minute, and makes no eleventh", async () => {
    const { user, context } = await signedIn();
    const post = (name: string) =>
      createCollectionPage.action({
        params: {},
        request: new Request("http://localhost/collection/create", {
          method: "POST",
          body: formOf({ name, visibility: "private" }),
        }),
        context,
      } as never);
    for (let i = 1; i <= 10; i++) expect(answerOf(await post(`Shelf ${i}`)).status).toBe(302);
    const refused = answerOf(await post("Shelf 11"));
    expect(refused).toEqual({ body: { ok: false, formError: tooMany }, status: 429 });
    const db = getCtx().database.db;
    const [{ made }] = await db.select({ made: count() }).from(collections).where(eq(collections.ownerId, user.id));
    expect(made).toBe(10);
  });

  it("Create a meal plan says 'Too many requests' once the minute's plans are made, and makes no more", async () => {
    const { user, context } = await signedIn();
    const post = (title: string) =>
      createPlanPage.action({
        params: {},
        request: new Request("http://localhost/meal_plan/create", {
          method: "POST",
          body: formOf({ title, dayCount: "7", when: "undated", visibility: "private" }),
        }),
        context,
      } as never);
    let made = 0;
    let refused: unknown = null;
    while (refused === null && made < 50) {
      const answer = answerOf(await post(`Week ${made + 1}`));
      if (answer.status === 302) made++;
      else refused = answer.body;
    }
    expect(refused).toEqual({ ok: false, fieldErrors: {}, formError: tooMany });
    const db = getCtx().database.db;
    const [{ stored }] = await db.select({ stored: count() }).from(mealPlans).where(eq(mealPlans.ownerId, user.id));
    expect(stored).toBe(made);
    expect(made).toBeGreaterThan(0);
  });

  it("Your blog's details say 'Too many requests' when the blog's changes are used up, and change nothing", async () => {
    const { user } = await signedIn({ blog: { hasPaywalledContent: false, title: "Stew Season" } });
    const { services } = all();
    const db = getCtx().database.db;
    const key = rateLimitKey("blog-settings", "user", user.id);
    const [perMinute] = rateLimitRules.blogSettingsPerUser;
    for (let i = 0; i < perMinute.max; i++)
      await consumeRateLimit({ db, key, rules: rateLimitRules.blogSettingsPerUser });
    const { blog } = await services.blogs.loadEditor({ userId: user.id });
    const answer = await runBlogEditorAction({
      form: formOf({ intent: "settings", title: "Soup Season", shortlink: blog.shortlink, description: "" }),
      services,
      userId: user.id,
    });
    expect(answer).toEqual({ ok: false, intent: "settings", errors: {}, formError: tooMany });
    expect((await services.blogs.loadEditor({ userId: user.id })).blog.title).toBe("Stew Season");
  });
});
