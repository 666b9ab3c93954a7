// @vitest-environment happy-dom
/** The profile pages' loaders and components, rendered below the browser against the test database. */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import * as userPage from "#web/routes/u.$username.tsx";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/u/:username", (getCtx) => {
  it("shows a public profile with its recipes, newest first", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, {
      name: "Rosa Diaz",
      username: "rosa_cooks",
      bio: "Soups all winter.",
    });
    await insertRecipe(database.db, { authorId: user.id, title: "Black bean soup", visibility: "public" });
    await insertRecipe(database.db, { authorId: user.id, title: "Secret stew", visibility: "private" });
    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/rosa_cooks" });

    expect(await screen.findByRole("heading", { level: 1, name: "Rosa Diaz" })).toBeTruthy();
    expect(screen.getByText("Soups all winter.")).toBeTruthy();
    expect(screen.getByText("Black bean soup")).toBeTruthy();
    expect(screen.queryByText("Secret stew")).toBeNull();
  });

  it("shows only the header of a private profile to a visitor", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db, {
      name: "Quiet Cook",
      username: "quiet_cook",
      isPublic: false,
    });
    await insertRecipe(database.db, { authorId: user.id, title: "Private pie", visibility: "public" });
    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/quiet_cook" });

    expect(await screen.findByRole("heading", { name: "This profile is private" })).toBeTruthy();
    expect(screen.queryByText("Private pie")).toBeNull();
  });

  it("is a 404 page for nobody", async () => {
    const { database } = getCtx();
    await renderPage({ database, path: "/u/:username", module: userPage, url: "/u/nobody_here_at_all" });
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeTruthy();
  });
});
