// @vitest-environment happy-dom
/** The Collection and Edit Collection pages' loaders and components, rendered below the browser against the test database. */
import { cleanup, screen } from "@testing-library/react";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { insertCollection, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import * as editPage from "#web/routes/collection.$collectionId.edit.tsx";
import * as collectionPage from "#web/routes/collection.$collectionId.tsx";
import { buildTestApp, signInForTest } from "../../helpers/app.ts";
import { describeEachDatabase } from "../../helpers/db.ts";
import { renderPage } from "../../helpers/page-stub.tsx";

afterEach(cleanup);

describeEachDatabase("/collection/:collectionId", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  const open = (id: string, cookie?: string) =>
    renderPage({
      database: getCtx().database,
      path: "/collection/:collectionId",
      module: collectionPage,
      url: `/collection/${id}`,
      cookie,
      app,
    });

  it("shows a visitor its owner, description and recipes in order, without Edit", async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db, { name: "Ada Lovecake" });
    const [first, second] = [
      await insertRecipe(db, { authorId: user.id, title: "Zucchini Bread" }),
      await insertRecipe(db, { authorId: user.id, title: "Apple Pie" }),
    ];
    const hidden = await insertRecipe(db, { authorId: user.id, title: "Unpublished Tart", visibility: "draft" });
    const collection = await insertCollection(db, {
      ownerId: user.id,
      name: "Tea time",
      description: "For slow afternoons.",
      recipeIds: [first.id, hidden.id, second.id],
    });
    await open(collection.id);

    expect(await screen.findByRole("heading", { level: 1, name: "Tea time" })).toBeTruthy();
    expect(screen.getByText("For slow afternoons.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ada Lovecake/ })).toBeTruthy();
    expect(screen.getByText("2 recipes")).toBeTruthy();
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Zucchini Bread", "Apple Pie"]);
    expect(screen.queryByText("Unpublished Tart")).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit collection" })).toBeNull();
  });

  it("gives its owner Edit and an empty state that says how to fill it", async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db);
    const collection = await insertCollection(db, { ownerId: user.id, name: "Someday" });
    await open(collection.id, await signInForTest(app, user.email));

    expect(await screen.findByRole("link", { name: "Edit collection" })).toBeTruthy();
    expect(screen.getByText(/Nothing in Someday yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find something to cook" })).toBeTruthy();
  });

  it("is the 404 page for a private collection, and a teaser for a paywalled one", async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db, { blog: { hasPaywalledContent: true, title: "Crumb Club" } });
    const recipe = await insertRecipe(db, { authorId: user.id, title: "Laminated Croissants" });
    const hidden = await insertCollection(db, { ownerId: user.id, name: "Drafts drawer", visibility: "private" });
    await open(hidden.id);
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeTruthy();
    cleanup();

    const members = await insertCollection(db, {
      ownerId: user.id,
      name: "Members' bakes",
      visibility: "paywalled",
      recipeIds: [recipe.id],
    });
    await open(members.id);
    expect(await screen.findByRole("heading", { level: 1, name: "Members' bakes" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "For subscribers of Crumb Club" })).toBeTruthy();
    expect(screen.queryByText("Laminated Croissants")).toBeNull();
  });
});

describeEachDatabase("/collection/:collectionId/edit", (getCtx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getCtx().database);
  });
  afterAll(async () => {
    await app.close();
  });

  const open = (id: string, cookie: string) =>
    renderPage({
      database: getCtx().database,
      path: "/collection/:collectionId/edit",
      module: editPage,
      url: `/collection/${id}/edit`,
      cookie,
      app,
    });

  it("opens the owner's collection with its details, cover choices and recipes to reorder", async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db);
    const recipes = [
      await insertRecipe(db, { authorId: user.id, title: "Ribollita", imageUrl: "/uploads/demo/ribollita.svg" }),
      await insertRecipe(db, { authorId: user.id, title: "Panzanella" }),
    ];
    const collection = await insertCollection(db, {
      ownerId: user.id,
      name: "Tuscan table",
      recipeIds: recipes.map((r) => r.id),
    });
    await open(collection.id, await signInForTest(app, user.email));

    expect(await screen.findByRole("heading", { level: 1, name: "Edit collection" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Tuscan table");
    expect((screen.getByRole("radio", { name: /Public/ }) as HTMLInputElement).checked).toBe(true);
    // Only creators with a paywalled blog are offered it.
    expect(screen.queryByRole("radio", { name: /Subscribers/ })).toBeNull();
    expect((screen.getByRole("radio", { name: "First recipe's photo" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("radio", { name: "Ribollita" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move Panzanella up" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Ribollita" })).toBeTruthy();
  });

  it("refuses another cook with the 403 page, and hides a private one behind the 404 page", async () => {
    const { db } = getCtx().database;
    const { user: owner } = await insertRegisteredUser(db);
    const { user: other } = await insertRegisteredUser(db);
    const cookie = await signInForTest(app, other.email);
    const shown = await insertCollection(db, { ownerId: owner.id, name: "Not yours" });
    await open(shown.id, cookie);
    expect(await screen.findByRole("heading", { level: 1, name: "That page isn't open to you" })).toBeTruthy();
    expect(screen.queryByDisplayValue("Not yours")).toBeNull();
    cleanup();

    const hidden = await insertCollection(db, { ownerId: owner.id, name: "Secret", visibility: "private" });
    await open(hidden.id, cookie);
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeTruthy();
  });
});
