// @vitest-environment happy-dom
/**
 * The blog dashboard of a blog that has just started, rendered below the browser: a chart with
 * nothing to draw says so in a sentence instead of drawing an empty axis, and draws once there is.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { insertFollow, insertRegisteredUser } from "#db/factories/index.ts";
import * as dashboardPage from "#web/routes/me.blog.dashboard.tsx";
import { signInForTest, useTestApp } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/me/blog/dashboard", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("says a new blog has no followers yet instead of drawing an empty chart, and draws it from the first", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, {
      name: "Nell Cook",
      blog: { hasPaywalledContent: true, title: "Nell's Soups" },
    });
    const cookie = await signInForTest(getApp(), user.email);
    const page = { database, path: "/me/blog/dashboard", module: dashboardPage, url: "/me/blog/dashboard", cookie };

    await renderPage({ ...page, app: getApp() });
    expect(await screen.findByRole("heading", { level: 1, name: "Blog dashboard" })).toBeTruthy();
    const followers = screen.getByRole("region", { name: "Followers" });
    expect(followers.textContent).toContain("No followers yet.");
    // No axis, no legend, no table of twelve zeros.
    expect(followers.querySelector("svg")).toBeNull();
    expect(screen.queryByRole("table", { name: "Followers, by month" })).toBeNull();
    cleanup();

    const { user: reader } = await insertRegisteredUser(database.db, { name: "Fran Fan" });
    await insertFollow(database.db, { followerId: reader.id, followeeId: user.id });
    await renderPage({ ...page, app: getApp() });
    expect(await screen.findByRole("figure", { name: "Followers" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Followers, by month" })).toBeTruthy();
    expect(screen.getByText(/^1 follower, 1 of them new in the last 12 months\./)).toBeTruthy();
    expect(screen.queryByText(/No followers yet/)).toBeNull();
  });
});
