// @vitest-environment happy-dom
/** /me/delete rendered below the browser: it says what deleting the account takes with it. */
import { cleanup, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertRegisteredUser, insertSubscription } from "#db/factories/index.ts";
import type { subscriptions } from "#db/schema.ts";
import * as deletePage from "#web/routes/me.delete.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

const day = 24 * 60 * 60 * 1000;

describeEachDatabase("/me/delete", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  const open = (cookie: string) =>
    renderPage({ database: getCtx().database, path: "/me/delete", module: deletePage, url: "/me/delete", cookie, app });

  it("tells a subscriber that their subscriptions end now, naming the blogs they still read", async () => {
    const { db } = getCtx().database;
    const blogs = await Promise.all(
      ["Quince Quarterly", "Saffron Sundays", "Old Crumbs"].map(async (title) => {
        const { blog } = await insertRegisteredUser(db, { blog: { hasPaywalledContent: true, title } });
        return blog as NonNullable<typeof blog>;
      }),
    );
    const reader = await insertRegisteredUser(db, { username: "reader_leaving" });
    const subscribe = (blogId: string, overrides: Partial<typeof subscriptions.$inferInsert> = {}) =>
      insertSubscription(db, { readerId: reader.user.id, blogId, ...overrides });
    await subscribe(blogs[0].id);
    // Cancelled, but paid until the end of the month: it goes now too.
    await subscribe(blogs[1].id, { cancelAtPeriodEnd: true });
    // Ended long ago: nothing left to lose.
    await subscribe(blogs[2].id, { status: "canceled", endedAt: new Date(Date.now() - 40 * day) });
    await open(await signInForTest(app, reader.user.email));

    expect(await screen.findByRole("heading", { level: 1, name: "Delete your account" })).toBeTruthy();
    expect(
      screen.getByText(
        "your subscriptions to Quince Quarterly and Saffron Sundays, which end now, not at the end of the period you paid for.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Old Crumbs/)).toBeNull();
    // The list is one sentence: only its last line ends it.
    expect(screen.getByText("your sign-in methods, on every device;")).toBeTruthy();
  });

  it("says nothing of subscriptions to a cook without any", async () => {
    const { db } = getCtx().database;
    const cook = await insertRegisteredUser(db);
    await open(await signInForTest(app, cook.user.email));
    expect(await screen.findByRole("heading", { level: 1, name: "Delete your account" })).toBeTruthy();
    expect(screen.getByText(/your collections, meal plans and reviews/)).toBeTruthy();
    expect(screen.queryByText(/subscription/)).toBeNull();
  });
});
