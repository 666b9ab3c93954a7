// @vitest-environment happy-dom
/** Purchased recipes and Discover creators, rendered below the browser against the test database. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { insertBlog, insertRecipe, insertRegisteredUser, insertSubscription } from "#db/factories/index.ts";
import * as discoverPage from "#web/routes/discover.tsx";
import * as purchasedPage from "#web/routes/purchased_recipes.tsx";
import { signInForTest, useTestApp } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("list pages past their last page", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("/purchased_recipes says a page is past the last one, not that the reader has none", async () => {
    const { database } = getCtx();
    const { user: creator } = await insertRegisteredUser(database.db, { name: "Luca Moretti" });
    const blog = await insertBlog(database.db, { ownerId: creator.id, hasPaywalledContent: true });
    for (let n = 1; n <= 3; n++) {
      await insertRecipe(database.db, {
        authorId: creator.id,
        blogId: blog.id,
        title: `Sunday project ${n}`,
        visibility: "paywalled",
      });
    }
    const { user: reader } = await insertRegisteredUser(database.db, { name: "Jess Tran" });
    await insertSubscription(database.db, { readerId: reader.id, blogId: blog.id });
    const cookie = await signInForTest(getApp(), reader.email);

    await renderPage({
      database,
      path: "/purchased_recipes",
      module: purchasedPage,
      url: "/purchased_recipes?page=4",
      cookie,
      app: getApp(),
    });
    expect(await screen.findByText("You have 3 purchased recipes; this page is past the last one.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the last page" }).getAttribute("href")).toBe("/purchased_recipes");
    expect(screen.queryByText(/When you subscribe to a blog/)).toBeNull();
  });

  it("/discover says a page is past the last one, not that there are no creators", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, { name: "Nora Patel" });
    await insertBlog(database.db, { ownerId: user.id });

    await renderPage({ database, path: "/discover", module: discoverPage, url: "/discover?page=40" });
    expect(await screen.findByText(/creators? (is|are) on Ladle; this page is past the last one\.$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the last page" }).getAttribute("href")).toBe("/discover");
    expect(screen.queryByText(/No creators yet/)).toBeNull();
    // Only people with a blog are listed, and the page says so.
    expect(screen.getByText("Food bloggers worth following, busiest and best-loved first.")).toBeTruthy();
  });
});
