// @vitest-environment happy-dom
/** The search page's loader and component, rendered below the browser against the test database. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import * as searchPage from "#web/routes/search.tsx";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/search", (getCtx) => {
  const open = (url: string) => renderPage({ database: getCtx().database, path: "/search", module: searchPage, url });

  beforeAll(async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db, { name: "Pia Parsnip" });
    // Two pages of 24.
    for (let n = 1; n <= 30; n++) await insertRecipe(db, { authorId: user.id, title: `Parsnip bake ${n}` });
  });

  it("pages through the results", async () => {
    await open("/search?q=parsnip&page=2");
    expect(await screen.findByText("30 recipes · page 2")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2, name: /Parsnip bake/ })).toHaveLength(6);
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("says a page past the last one is past it, and links to the last page", async () => {
    await open("/search?q=parsnip&page=5");
    expect(await screen.findByText("30 recipes match, on 2 pages; page 5 is past the last one.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the last page" }).getAttribute("href")).toBe(
      "/search?q=parsnip&page=2",
    );
    expect(screen.queryByRole("navigation", { name: "Search result pages" })).toBeNull();
    expect(screen.queryByText(/page 5$/)).toBeNull();
  });
});
