/**
 * Moving in from Ladle's own archive: the collections, meal plans and shopping list of an export
 * are recreated for the importing cook, pointing at the recipes saved for them, keeping references
 * to other cooks' recipes they may still read and leaving out the rest.
 */
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { readLadleArchive } from "#core/moving-in/formats/ladle-archive.ts";
import { addRecipesToCollection, insertCollection, insertMealPlan, insertRecipe } from "#db/factories/index.ts";
import {
  collectionRecipes,
  collections,
  mealPlanEntries,
  mealPlans,
  recipes,
  shoppingListItems,
  shoppingLists,
} from "#db/schema.ts";
import { restoreLadleArchiveLists } from "#server/features/moving-in/restore-ladle-archive.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { unzipEntries } from "../helpers/archive.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("restoring Ladle's archive", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  it("recreates collections, plans and the shopping list against the new recipes", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const creator = await insertSignedInUser(getApp(), db());
    const own = await insertRecipe(db(), { authorId: cook.user.id, visibility: "private", title: "Own loaf" });
    const publicOne = await insertRecipe(db(), { authorId: creator.user.id, title: "Creator's soup" });
    const goneLater = await insertRecipe(db(), { authorId: creator.user.id, title: "Creator's secret" });
    const collection = await insertCollection(db(), { ownerId: cook.user.id, name: "Sundays", visibility: "public" });
    await addRecipesToCollection(db(), collection.id, [publicOne.id, own.id, goneLater.id]);
    await db().update(collections).set({ coverRecipeId: own.id }).where(eq(collections.id, collection.id));
    await insertMealPlan(db(), {
      ownerId: cook.user.id,
      title: "Busy week",
      visibility: "public",
      entries: [
        { day: 0, slot: "dinner", recipeId: own.id, servings: 3, note: "with salad" },
        { day: 2, slot: "lunch", recipeId: publicOne.id, servings: 2 },
      ],
    });
    const list = (await injectAs(getApp(), cook.cookie, { method: "GET", url: "/api/shopping-list" })).json();
    await injectAs(getApp(), cook.cookie, {
      method: "POST",
      url: `/api/shopping-lists/${list.id}/items`,
      payload: { texts: ["2 lemons", "1 bunch parsley"] },
    });
    const exported = await injectAs(getApp(), cook.cookie, { method: "GET", url: "/api/me/export" });
    expect(exported.statusCode).toBe(200);
    const archive = readLadleArchive(unzipEntries(exported.rawPayload));
    expect(archive.shoppingLists[0].items.map((i) => i.text)).toEqual(["2 lemons", "1 bunch parsley"]);
    // After the export the creator's second recipe turns private: the newcomer cannot have it.
    await db().update(recipes).set({ visibility: "private" }).where(eq(recipes.id, goneLater.id));

    const newcomer = await insertSignedInUser(getApp(), db());
    const saved = await insertRecipe(db(), { authorId: newcomer.user.id, visibility: "private", title: "Own loaf" });
    const restored = await restoreLadleArchiveLists({
      db: db(),
      userId: newcomer.user.id,
      lists: archive,
      recipeIds: new Map([[own.id, saved.id]]),
    });
    expect(restored).toEqual({ collections: 1, mealPlans: 1, shoppingListItems: 2, missingRecipes: 1 });

    const [made] = await db().select().from(collections).where(eq(collections.ownerId, newcomer.user.id));
    expect(made).toMatchObject({ name: "Sundays", visibility: "public", coverRecipeId: saved.id });
    const members = await db()
      .select({ recipeId: collectionRecipes.recipeId })
      .from(collectionRecipes)
      .where(eq(collectionRecipes.collectionId, made.id))
      .orderBy(asc(collectionRecipes.position));
    expect(members.map((m) => m.recipeId)).toEqual([publicOne.id, saved.id]);

    const [plan] = await db().select().from(mealPlans).where(eq(mealPlans.ownerId, newcomer.user.id));
    expect(plan).toMatchObject({ title: "Busy week", visibility: "public", dayCount: 7 });
    const entries = await db()
      .select({
        day: mealPlanEntries.day,
        slot: mealPlanEntries.slot,
        recipeId: mealPlanEntries.recipeId,
        servings: mealPlanEntries.servings,
        note: mealPlanEntries.note,
      })
      .from(mealPlanEntries)
      .where(eq(mealPlanEntries.mealPlanId, plan.id))
      .orderBy(asc(mealPlanEntries.day));
    expect(entries).toEqual([
      { day: 0, slot: "dinner", recipeId: saved.id, servings: 3, note: "with salad" },
      { day: 2, slot: "lunch", recipeId: publicOne.id, servings: 2, note: "" },
    ]);

    const [newList] = await db().select().from(shoppingLists).where(eq(shoppingLists.ownerId, newcomer.user.id));
    const items = await db()
      .select({ text: shoppingListItems.text, food: shoppingListItems.food, isChecked: shoppingListItems.isChecked })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, newList.id))
      .orderBy(asc(shoppingListItems.seq));
    expect(items).toEqual([
      { text: "2 lemons", food: "lemons", isChecked: false },
      { text: "1 bunch parsley", food: "parsley", isChecked: false },
    ]);
    // The page shows it as any list.
    const view = await injectAs(getApp(), newcomer.cookie, { method: "GET", url: "/api/shopping-list" });
    expect(view.body).toContain("parsley");
  }, 60_000);

  it("keeps a shopping-list line the cook edited as theirs, so adding the recipe again leaves it", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const pasta = await insertRecipe(db(), { authorId: cook.user.id, visibility: "private", title: "Weeknight pasta" });
    const { id } = (await injectAs(getApp(), cook.cookie, { method: "GET", url: "/api/shopping-list" })).json();
    const added = await injectAs(getApp(), cook.cookie, {
      method: "POST",
      url: `/api/shopping-lists/${id}/recipes`,
      payload: { recipeId: pasta.id },
    });
    const lineIdsOf = (view: { aisles: { items: { text: string; lines: { id: string }[] }[] }[] }, text: string) =>
      view.aisles
        .flatMap((aisle) => aisle.items)
        .find((item) => item.text.includes(text))
        ?.lines.map((l) => l.id);
    const edited = await injectAs(getApp(), cook.cookie, {
      method: "POST",
      url: `/api/shopping-lists/${id}/items/edit`,
      payload: { lineIds: lineIdsOf(added.json(), "spaghetti"), text: "500 g wholewheat spaghetti" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const exported = await injectAs(getApp(), cook.cookie, { method: "GET", url: "/api/me/export" });
    const archive = readLadleArchive(unzipEntries(exported.rawPayload));
    expect(archive.shoppingLists[0].items.find((i) => i.text === "500 g wholewheat spaghetti")?.editedFrom).toEqual([
      { recipeId: pasta.id, text: "200 g spaghetti", servings: 4 },
    ]);

    const newcomer = await insertSignedInUser(getApp(), db());
    const saved = await insertRecipe(db(), {
      authorId: newcomer.user.id,
      visibility: "private",
      title: "Weeknight pasta",
    });
    await restoreLadleArchiveLists({
      db: db(),
      userId: newcomer.user.id,
      lists: archive,
      recipeIds: new Map([[pasta.id, saved.id]]),
    });
    const list = (await injectAs(getApp(), newcomer.cookie, { method: "GET", url: "/api/shopping-list" })).json();
    const again = await injectAs(getApp(), newcomer.cookie, {
      method: "POST",
      url: `/api/shopping-lists/${list.id}/recipes`,
      payload: { recipeId: saved.id, servings: 8 },
    });
    expect(again.statusCode, again.body).toBe(200);
    const texts = again
      .json()
      .aisles.flatMap((aisle: { items: { text: string }[] }) => aisle.items.map((item) => item.text));
    expect(texts).toContain("500 g wholewheat spaghetti");
    expect(texts.filter((text: string) => text.includes("spaghetti"))).toHaveLength(1);
  }, 60_000);

  it("brings a collection for subscribers back private for a cook without a paywalled blog", async () => {
    const cook = await insertSignedInUser(getApp(), db());
    const restored = await restoreLadleArchiveLists({
      db: db(),
      userId: cook.user.id,
      lists: {
        collections: [
          {
            id: "x",
            name: "Members' bakes",
            description: "",
            visibility: "paywalled",
            coverRecipeId: null,
            recipes: [],
            createdAt: "2026-01-01T00:00:00.000Z",
          },
          {
            id: "y",
            name: "",
            description: "",
            visibility: "public",
            coverRecipeId: null,
            recipes: [],
            createdAt: "2026-01-01T00:00:00.000Z",
          },
        ],
        mealPlans: [],
        shoppingLists: [],
      },
      recipeIds: new Map(),
    });
    expect(restored.collections).toBe(1);
    const rows = await db().select().from(collections).where(eq(collections.ownerId, cook.user.id));
    expect(rows.map((row) => [row.name, row.visibility])).toEqual([["Members' bakes", "private"]]);
  });
});
