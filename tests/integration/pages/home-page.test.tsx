// @vitest-environment happy-dom
/** The home page rendered below the browser, for a signed-in cook: "New from people you follow". */
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertBlog, insertFollow, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { forgetHomeFeed } from "#server/features/recipes/home-feed.ts";
import * as homePage from "#web/routes/home.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/ for a signed-in cook", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  it("moves focus to the first of the cards Show more brings, to read on from there", async () => {
    const { database } = getCtx();
    const { user: cook } = await insertRegisteredUser(database.db);
    const { user: author } = await insertRegisteredUser(database.db, { name: "Nora Patel" });
    await insertFollow(database.db, { followerId: cook.id, followeeId: author.id });
    const minute = (n: number) => new Date(Date.now() - (20 - n) * 60_000);
    for (let n = 1; n <= 10; n++) {
      await insertRecipe(database.db, { authorId: author.id, title: `Feed dish ${n}`, createdAt: minute(n) });
    }
    await renderPage({
      database,
      path: "/",
      module: homePage,
      url: "/",
      cookie: await signInForTest(app, cook.email),
      app,
    });

    const feed = await screen.findByRole("region", { name: "New from people you follow" });
    const more = await within(feed).findByRole("button", { name: "Show more" });
    expect(within(feed).getAllByRole("heading", { level: 3 })).toHaveLength(8);
    more.focus();
    fireEvent.click(more);

    await waitFor(() => expect(within(feed).getAllByRole("heading", { level: 3 })).toHaveLength(10));
    // The ninth card, "Feed dish 2", is the first new one; the button went with the last page.
    await waitFor(() => expect(document.activeElement?.tagName).toBe("A"));
    expect(document.activeElement?.closest("article")?.querySelector("h3")?.textContent).toBe("Feed dish 2");
    expect(within(feed).queryByRole("button", { name: "Show more" })).toBeNull();
  });
});

describeEachDatabase("/ Creators to follow", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * Three public cooks with blogs, named with `tag`; the reader, a creator too, follows the first,
   * which makes them the most followed.
   */
  async function creatorsAndReader(tag: string) {
    const { db } = getCtx().database;
    const creators = [];
    for (const name of [`Ada ${tag}`, `Bea ${tag}`, `Cy ${tag}`]) {
      const { user } = await insertRegisteredUser(db, { name });
      await insertBlog(db, { ownerId: user.id, title: `${name}'s blog` });
      creators.push(user);
    }
    const { user: reader } = await insertRegisteredUser(db, { name: `Reader ${tag}` });
    await insertBlog(db, { ownerId: reader.id, title: "Reader's own blog" });
    await insertFollow(db, { followerId: reader.id, followeeId: creators[0].id });
    forgetHomeFeed({ db });
    return { reader, cookie: await signInForTest(app, reader.email) };
  }

  const shownCreators = async () =>
    within(await screen.findByRole("region", { name: "Creators to follow" }))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent)
      .sort();

  it("leaves out the cook and the creators they follow, on the page they navigate to", async () => {
    const { database } = getCtx();
    const { cookie } = await creatorsAndReader("signed-in");
    await renderPage({ database, path: "/", module: homePage, url: "/", cookie, app });
    await waitFor(async () => expect(await shownCreators()).toEqual(["Bea signed-in", "Cy signed-in"]));
  });

  it("still shows a visitor every creator", async () => {
    const { database } = getCtx();
    await creatorsAndReader("visited");
    await renderPage({ database, path: "/", module: homePage, url: "/", app });
    expect(await shownCreators()).toContain("Ada visited");
  });
});
