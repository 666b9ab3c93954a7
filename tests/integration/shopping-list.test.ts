/**
 * The shopping list through the API: recipes' lines merged by food, typed items, ticks and
 * clearing, who may touch a list (its owner and members; a 404 for anyone else), households by
 * invitation, concurrent writes by two members, replayed offline operations, and live events
 * from another process.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { TShoppingItem, TShoppingListView } from "#core/shopping/shopping-list.schema.ts";
import { migrationsFolder } from "#db/client.ts";
import { insertMealPlan, insertRecipe } from "#db/factories/index.ts";
import { shoppingListItems, shoppingListOperations, shoppingLists } from "#db/schema.ts";
import { parseIngredientNotation } from "#db/seed/ingredient-notation.ts";
import { cleanUpExpiredRows } from "#server/features/system/daily-clean-up.ts";
import { buildTestApp, injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("shopping list", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const cook = () => insertSignedInUser(getApp(), db());

  async function call(cookie: string | undefined, method: THttpMethod, url: string, payload?: unknown) {
    return injectAs(getApp(), cookie, { method, url: `/api${url}`, payload });
  }

  async function myList(cookie: string): Promise<TShoppingListView> {
    const response = await call(cookie, "GET", "/shopping-list");
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function write(cookie: string, url: string, payload?: unknown): Promise<TShoppingListView> {
    const response = await call(cookie, "POST", url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const items = (list: TShoppingListView): TShoppingItem[] => list.aisles.flatMap((aisle) => aisle.items);
  const find = (list: TShoppingListView, food: string) => items(list).find((item) => item.food === food);
  const lineIds = (item: TShoppingItem | undefined) => item?.lines.map((line) => line.id) ?? [];

  function insertSoup(title: string, lines: string[], servings = 2) {
    return insertRecipe(db(), {
      title,
      servings,
      ingredientGroups: [{ name: null, lines: lines.map(parseIngredientNotation) }],
    });
  }

  it("merges two recipes' lines by food, scaled to the servings chosen, each naming its recipes", async () => {
    const me = await cook();
    const soup = await insertSoup("Onion soup", ["2 onion", "200 g flour", "1 tbsp olive oil"]);
    const pie = await insertSoup("Onion pie", ["1 onion", "100 g flour"], 4);
    const list = await myList(me.cookie);
    expect(list).toMatchObject({ isOwner: true, itemCount: 0, aisles: [], checked: [] });

    // Twice the soup's servings: every amount doubles.
    await write(me.cookie, `/shopping-lists/${list.id}/recipes`, { recipeId: soup.id, servings: 4 });
    const after = await write(me.cookie, `/shopping-lists/${list.id}/recipes`, { recipeId: pie.id });

    const onion = find(after, "onion");
    expect(onion).toMatchObject({ quantity: 5, isChecked: false });
    expect(onion?.recipes.map((recipe) => recipe.title)).toEqual(["Onion soup", "Onion pie"]);
    expect(onion?.lines).toHaveLength(2);
    expect(find(after, "all-purpose flour")).toMatchObject({ quantity: 500, unit: "gram" });
    expect(find(after, "olive oil")?.text).toBe("2 tbsp olive oil");
    expect(after.itemCount).toBe(3);
    expect(after.recipes).toEqual([
      expect.objectContaining({ id: soup.id, title: "Onion soup", servings: 4 }),
      expect.objectContaining({ id: pie.id, title: "Onion pie", servings: 4 }),
    ]);
    // Aisles come in store order: fresh produce before the pantry.
    const aisleNames = after.aisles.map((aisle) => aisle.aisle);
    expect(aisleNames.indexOf("Produce")).toBeLessThan(aisleNames.indexOf("Pantry"));
  });

  it("adds a whole meal plan: each recipe at its planned servings, a private plan of someone else is a 404", async () => {
    const me = await cook();
    const soup = await insertSoup("Plan soup", ["2 carrots", "1 onion"]);
    const stew = await insertSoup("Plan stew", ["1 onion", "500 g beef"], 4);
    // The soup twice (2 + 4 servings: three times the recipe), the stew once at its own servings.
    const plan = await insertMealPlan(db(), {
      ownerId: me.user.id,
      entries: [
        { day: 0, slot: "dinner", recipeId: soup.id, servings: 2 },
        { day: 1, slot: "lunch", recipeId: soup.id, servings: 4 },
        { day: 1, slot: "dinner", recipeId: stew.id, servings: 4 },
      ],
    });
    const { id } = await myList(me.cookie);
    const list = await write(me.cookie, `/shopping-lists/${id}/meal-plans`, { mealPlanId: plan.id });
    expect(find(list, "carrot")?.quantity).toBe(6);
    expect(find(list, "onion")).toMatchObject({ quantity: 4 });
    expect(find(list, "beef")).toMatchObject({ quantity: 500, unit: "gram" });
    expect(list.recipes.map((recipe) => [recipe.title, recipe.servings])).toEqual([
      ["Plan soup", 6],
      ["Plan stew", 4],
    ]);

    const other = await cook();
    const hidden = await insertMealPlan(db(), { ownerId: other.user.id, visibility: "private" });
    const refused = await call(me.cookie, "POST", `/shopping-lists/${id}/meal-plans`, { mealPlanId: hidden.id });
    expect(refused.statusCode).toBe(404);
  });

  it("keeps a recipe added again on the list once, at the servings added up (a product rule)", async () => {
    const me = await cook();
    const soup = await insertSoup("Again soup", ["2 onions", "150 g cherry tomatoes", "Salt, to taste"]);
    const { id } = await myList(me.cookie);
    const first = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    const salt = first.aisles.flatMap((aisle) => aisle.items).find((item) => item.text.startsWith("Salt"));
    await write(me.cookie, `/shopping-lists/${id}/items/check`, { lineIds: lineIds(salt), isChecked: true });

    const again = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    expect(again.recipes.map((recipe) => [recipe.title, recipe.servings])).toEqual([["Again soup", 4]]);
    expect(find(again, "onion")).toMatchObject({ text: "4 onions", quantity: 4 });
    expect(find(again, "cherry tomato")).toMatchObject({ text: "300 g cherry tomatoes", quantity: 300 });
    expect(find(again, "onion")?.lines).toHaveLength(1);
    // A line the servings do not change keeps its tick.
    expect(again.checked.map((item) => item.text)).toEqual(["Salt, to taste"]);

    // A plan with the soup adds its servings to the ones on the list.
    const plan = await insertMealPlan(db(), {
      ownerId: me.user.id,
      entries: [{ day: 0, slot: "dinner", recipeId: soup.id, servings: 2 }],
    });
    const withPlan = await write(me.cookie, `/shopping-lists/${id}/meal-plans`, { mealPlanId: plan.id });
    expect(withPlan.recipes.map((recipe) => [recipe.title, recipe.servings])).toEqual([["Again soup", 6]]);
    expect(find(withPlan, "onion")).toMatchObject({ quantity: 6 });
  });

  it("keeps a line the cook edited as they wrote it when the recipe is added again (a product rule)", async () => {
    const me = await cook();
    const soup = await insertSoup("Edited soup", ["2 onions", "150 g cherry tomatoes", "200 g flour"]);
    const { id } = await myList(me.cookie);
    let list = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    list = await write(me.cookie, `/shopping-lists/${id}/items/edit`, {
      lineIds: lineIds(find(list, "onion")),
      text: "3 red onions",
    });
    // Ticked too: the cook's line keeps its tick.
    const edited = list.aisles.flatMap((aisle) => aisle.items).find((item) => item.text === "3 red onions");
    list = await write(me.cookie, `/shopping-lists/${id}/items/check`, { lineIds: lineIds(edited), isChecked: true });

    for (const servings of [4, 6]) {
      const again = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
      // The recipe is on the list once, its other lines written again for the servings added up.
      expect(again.recipes.map((recipe) => [recipe.title, recipe.servings])).toEqual([["Edited soup", servings]]);
      expect(find(again, "cherry tomato")).toMatchObject({ quantity: 75 * servings });
      expect(find(again, "all-purpose flour")).toMatchObject({ quantity: 100 * servings });
      // The cook's onions stay as written, ticked, and the recipe's onions are not put back beside them.
      expect(again.checked.map((item) => [item.text, item.lines.length])).toEqual([["3 red onions", 1]]);
      expect(find(again, "onion")).toBeUndefined();
    }

    // Taken off the list and added afresh, the recipe comes back whole.
    const recipeLines = (await myList(me.cookie)).recipes.flatMap((recipe) => recipe.lineIds);
    await write(me.cookie, `/shopping-lists/${id}/items/remove`, { lineIds: recipeLines });
    const afresh = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    expect(find(afresh, "onion")).toMatchObject({ text: "2 onions", quantity: 2 });
    expect(afresh.checked).toEqual([]);
  });

  it("leaves out a recipe's line that the cook merged with another recipe's and edited, when it is added again", async () => {
    const me = await cook();
    const soup = await insertSoup("Merged soup", ["2 onions", "200 g flour"]);
    const pie = await insertSoup("Merged pie", ["1 onion"]);
    const { id } = await myList(me.cookie);
    await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    let list = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: pie.id });
    expect(find(list, "onion")).toMatchObject({ quantity: 3 });
    // Typed items edited by hand are the cook's too: they stay as they are.
    list = await write(me.cookie, `/shopping-lists/${id}/items`, { texts: ["Paper towels"] });
    const towels = list.aisles.flatMap((aisle) => aisle.items).find((item) => item.text === "Paper towels");
    await write(me.cookie, `/shopping-lists/${id}/items/edit`, { lineIds: lineIds(towels), text: "2 paper towels" });
    list = await write(me.cookie, `/shopping-lists/${id}/items/edit`, {
      lineIds: lineIds(find(list, "onion")),
      text: "1 onion",
    });
    // An edit of the edit still stands for the recipes' lines.
    list = await write(me.cookie, `/shopping-lists/${id}/items/edit`, {
      lineIds: lineIds(find(list, "onion")),
      text: "2 onions",
    });

    const again = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    expect(find(again, "onion")).toMatchObject({ text: "2 onions", quantity: 2 });
    expect(find(again, "onion")?.lines).toHaveLength(1);
    expect(find(again, "all-purpose flour")).toMatchObject({ quantity: 400 });
    expect(items(again).map((item) => item.text)).toContain("2 paper towels");
    // The pie has no line of its own left on the list: added again, it is added afresh.
    const pieAgain = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: pie.id });
    expect(pieAgain.recipes.map((recipe) => [recipe.title, recipe.servings])).toEqual([
      ["Merged soup", 4],
      ["Merged pie", 2],
    ]);
    expect(find(pieAgain, "onion")).toMatchObject({ quantity: 3 });
  });

  it("leaves out a line the cook removed when the recipe is added again, until it comes back afresh", async () => {
    const me = await cook();
    const soup = await insertSoup("Pared soup", ["2 onions", "1 tsp salt", "200 g flour"]);
    const { id } = await myList(me.cookie);
    let list = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    list = await write(me.cookie, `/shopping-lists/${id}/items/remove`, { lineIds: lineIds(find(list, "salt")) });
    // An edited line removed stands for the recipe's line it replaced.
    list = await write(me.cookie, `/shopping-lists/${id}/items/edit`, {
      lineIds: lineIds(find(list, "onion")),
      text: "2 red onions",
    });
    list = await write(me.cookie, `/shopping-lists/${id}/items/remove`, {
      lineIds: lineIds(find(list, "red onion")),
    });

    const again = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    expect(again.recipes.map((recipe) => [recipe.title, recipe.servings])).toEqual([["Pared soup", 4]]);
    expect(items(again).map((item) => item.text)).toEqual(["400 g flour"]);

    // Bought and cleared, the recipe has left the list: added afresh, every line comes back.
    const flour = find(again, "all-purpose flour");
    await write(me.cookie, `/shopping-lists/${id}/items/check`, { lineIds: lineIds(flour), isChecked: true });
    await write(me.cookie, `/shopping-lists/${id}/clear-checked`, {});
    const afresh = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    expect(
      items(afresh)
        .map((item) => item.text)
        .sort(),
    ).toEqual(["1 tsp salt", "2 onions", "200 g flour"]);
    // And removing a line now counts from now on.
    const twice = await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    expect(
      items(twice)
        .map((item) => item.text)
        .sort(),
    ).toEqual(["2 tsp salt", "4 onions", "400 g flour"]);
  });

  it("marks lines edited before the migration as an edit marks them today", async () => {
    const me = await cook();
    const soup = await insertSoup("Old soup", ["2 onions", "200 g flour"]);
    const { id } = await myList(me.cookie);
    await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    let list = await write(me.cookie, `/shopping-lists/${id}/items`, { texts: ["Milk"] });
    const milk = items(list).find((item) => item.text === "Milk");
    await write(me.cookie, `/shopping-lists/${id}/items/edit`, { lineIds: lineIds(milk), text: "2 l milk" });
    list = await write(me.cookie, `/shopping-lists/${id}/items/edit`, {
      lineIds: lineIds(find(list, "onion")),
      text: "3 onions",
    });
    await write(me.cookie, `/shopping-lists/${id}/items/edit`, {
      lineIds: lineIds(find(list, "onion")),
      text: "3 red onions",
    });
    const readLines = () =>
      db()
        .select({ text: shoppingListItems.text, editedFrom: shoppingListItems.editedFrom })
        .from(shoppingListItems)
        .where(eq(shoppingListItems.listId, id))
        .orderBy(shoppingListItems.seq);
    const marked = await readLines();
    expect(marked.find((line) => line.text === "3 red onions")?.editedFrom).toEqual([
      { recipeId: soup.id, text: "2 onions", servings: 2 },
    ]);
    expect(marked.find((line) => line.text === "2 l milk")?.editedFrom).toEqual([]);
    expect(marked.find((line) => line.text === "200 g flour")?.editedFrom).toBeNull();

    // As the list was before the column: the migration's second statement marks the lines again.
    await db().update(shoppingListItems).set({ editedFrom: null }).where(eq(shoppingListItems.listId, id));
    const migration = readFileSync(path.join(migrationsFolder, "0036_shopping_list_edited_lines.sql"), "utf8");
    await db().execute(sql.raw(migration.split("--> statement-breakpoint")[1]));
    expect(await readLines()).toEqual(marked);
  });

  it("keeps servings and amounts in step when two adds of a recipe arrive at once", async () => {
    const me = await cook();
    const soup = await insertSoup("Double-click soup", ["2 onions"]);
    const { id } = await myList(me.cookie);
    const url = `/shopping-lists/${id}/recipes`;
    // The same add sent twice (a retry) is applied once.
    const opId = randomUUID();
    await Promise.all([
      write(me.cookie, url, { recipeId: soup.id, opId }),
      write(me.cookie, url, { recipeId: soup.id, opId }),
    ]);
    expect(find(await myList(me.cookie), "onion")).toMatchObject({ quantity: 2 });
    // Two adds at once: one after the other, each adding its servings.
    await Promise.all([
      write(me.cookie, url, { recipeId: soup.id, servings: 2 }),
      write(me.cookie, url, { recipeId: soup.id, servings: 4 }),
    ]);
    const list = await myList(me.cookie);
    expect(list.recipes.map((recipe) => [recipe.title, recipe.servings])).toEqual([["Double-click soup", 8]]);
    expect(find(list, "onion")).toMatchObject({ quantity: 8 });
  });

  it("adds typed items that merge with recipe lines, ticks them, edits one, and clears the ticked", async () => {
    const me = await cook();
    const soup = await insertSoup("Lemon soup", ["2 lemon"]);
    const { id } = await myList(me.cookie);
    await write(me.cookie, `/shopping-lists/${id}/recipes`, { recipeId: soup.id });
    let list = await write(me.cookie, `/shopping-lists/${id}/items`, { texts: ["1 lemon", "Paper towels"] });
    expect(find(list, "lemon")).toMatchObject({ quantity: 3 });
    expect(items(list).map((item) => item.text)).toContain("Paper towels");

    const towels = items(list).find((item) => item.text === "Paper towels");
    list = await write(me.cookie, `/shopping-lists/${id}/items/check`, { lineIds: lineIds(towels), isChecked: true });
    expect(list.checked.map((item) => item.text)).toEqual(["Paper towels"]);
    expect(list.itemCount).toBe(1);

    list = await write(me.cookie, `/shopping-lists/${id}/items/edit`, {
      lineIds: lineIds(find(list, "lemon")),
      text: "4 lemons",
    });
    expect(find(list, "lemon")).toMatchObject({ quantity: 4, text: "4 lemons" });
    expect(find(list, "lemon")?.recipes).toEqual([]);

    list = await write(me.cookie, `/shopping-lists/${id}/clear-checked`, {});
    expect(list.checked).toEqual([]);
    expect(list.itemCount).toBe(1);

    const removed = await write(me.cookie, `/shopping-lists/${id}/items/remove`, {
      lineIds: lineIds(find(list, "lemon")),
    });
    expect(removed.aisles).toEqual([]);
  });

  it("refuses bad input with a message naming the field", async () => {
    const me = await cook();
    const { id } = await myList(me.cookie);
    const empty = await call(me.cookie, "POST", `/shopping-lists/${id}/items`, { texts: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/texts/);
    const servings = await call(me.cookie, "POST", `/shopping-lists/${id}/recipes`, {
      recipeId: randomUUID(),
      servings: 0,
    });
    expect(servings.statusCode).toBe(400);
    const missing = await call(me.cookie, "POST", `/shopping-lists/${id}/recipes`, { recipeId: randomUUID() });
    expect(missing.statusCode).toBe(404);
  });

  it("is a 404 to anyone but its owner and members, and a 401 to visitors", async () => {
    const [owner, stranger] = [await cook(), await cook()];
    const { id } = await myList(owner.cookie);
    const list = await write(owner.cookie, `/shopping-lists/${id}/items`, { texts: ["2 eggs"] });
    const eggs = lineIds(find(list, "egg"));

    expect((await call(undefined, "GET", "/shopping-list")).statusCode).toBe(401);
    expect((await call(stranger.cookie, "GET", `/shopping-lists/${id}`)).statusCode).toBe(404);
    const attempts: [string, unknown][] = [
      [`/shopping-lists/${id}/items`, { texts: ["Sneaky snack"] }],
      [`/shopping-lists/${id}/items/check`, { lineIds: eggs, isChecked: true }],
      [`/shopping-lists/${id}/items/edit`, { lineIds: eggs, text: "no eggs" }],
      [`/shopping-lists/${id}/items/remove`, { lineIds: eggs }],
      [`/shopping-lists/${id}/clear-checked`, {}],
      [`/shopping-lists/${id}/members`, { username: stranger.profile.username }],
      [`/shopping-lists/${id}/invitation/accept`, {}],
    ];
    for (const [url, payload] of attempts) {
      expect((await call(stranger.cookie, "POST", url, payload)).statusCode, url).toBe(404);
    }
    expect((await call(stranger.cookie, "GET", `/shopping-lists/${id}/events`)).statusCode).toBe(404);
    // A line of someone else's list named on your own list is not found either.
    const own = await myList(stranger.cookie);
    const check = await call(stranger.cookie, "POST", `/shopping-lists/${own.id}/items/check`, {
      lineIds: eggs,
      isChecked: true,
    });
    expect(check.statusCode).toBe(404);
    expect(find(await myList(owner.cookie), "egg")?.isChecked).toBe(false);
  });

  it("shares a household list: invite by username, accept, both see and change it, leave", async () => {
    const [owner, partner] = [await cook(), await cook()];
    const ownerList = await myList(owner.cookie);
    await write(owner.cookie, `/shopping-lists/${ownerList.id}/items`, { texts: ["1 kg potatoes"] });
    const partnerOwn = await myList(partner.cookie);
    await write(partner.cookie, `/shopping-lists/${partnerOwn.id}/items`, { texts: ["Oat milk"] });

    const invited = await write(owner.cookie, `/shopping-lists/${ownerList.id}/members`, {
      username: `@${partner.profile.username.toUpperCase()}`,
    });
    expect(invited.members.map((member) => member.role)).toEqual(["owner", "invited"]);
    // Invited is not joined: the list is still closed to them.
    expect((await call(partner.cookie, "GET", `/shopping-lists/${ownerList.id}`)).statusCode).toBe(404);
    expect((await myList(partner.cookie)).invitations).toEqual([
      { listId: ownerList.id, owner: { name: owner.profile.name, username: owner.profile.username } },
    ]);
    // Only the owner invites.
    const [third] = [await cook()];
    const joined = await write(partner.cookie, `/shopping-lists/${ownerList.id}/invitation/accept`);
    expect(joined.id).toBe(ownerList.id);
    expect(joined.isOwner).toBe(false);
    expect(
      items(joined)
        .map((item) => item.text)
        .sort(),
    ).toEqual(["1 kg potatoes", "Oat milk"]);
    const byMember = await call(partner.cookie, "POST", `/shopping-lists/${ownerList.id}/members`, {
      username: third.profile.username,
    });
    expect(byMember.statusCode).toBe(403);

    const partnerView = await myList(partner.cookie);
    expect(partnerView.id).toBe(ownerList.id);
    const potatoes = lineIds(items(partnerView).find((item) => item.text === "1 kg potatoes"));
    await write(partner.cookie, `/shopping-lists/${ownerList.id}/items/check`, { lineIds: potatoes, isChecked: true });
    expect((await myList(owner.cookie)).checked.map((item) => item.text)).toEqual(["1 kg potatoes"]);

    // Leaving: back to their own (now empty) list, and the shared one is closed to them again.
    const left = await call(partner.cookie, "DELETE", `/shopping-lists/${ownerList.id}/members/${partner.user.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().id).toBe(partnerOwn.id);
    expect((await call(partner.cookie, "GET", `/shopping-lists/${ownerList.id}`)).statusCode).toBe(404);
    expect((await myList(owner.cookie)).members.map((member) => member.role)).toEqual(["owner"]);
  });

  it("lets the owner remove a member, who then gets a 404 for the list", async () => {
    const [owner, member] = [await cook(), await cook()];
    const { id } = await myList(owner.cookie);
    await write(owner.cookie, `/shopping-lists/${id}/members`, { username: member.profile.username });
    await write(member.cookie, `/shopping-lists/${id}/invitation/accept`);
    const removed = await call(owner.cookie, "DELETE", `/shopping-lists/${id}/members/${member.user.id}`);
    expect(removed.json().members).toHaveLength(1);
    expect((await call(member.cookie, "POST", `/shopping-lists/${id}/items`, { texts: ["x"] })).statusCode).toBe(404);
    // Declining works the same way for an invitation never accepted.
    await write(owner.cookie, `/shopping-lists/${id}/members`, { username: member.profile.username });
    const declined = await write(member.cookie, `/shopping-lists/${id}/invitation/decline`);
    expect(declined.invitations).toEqual([]);
  });

  it("tells the owner who is already invited or on the list, and changes nothing", async () => {
    const [owner, member, pending] = [await cook(), await cook(), await cook()];
    const { id } = await myList(owner.cookie);
    await write(owner.cookie, `/shopping-lists/${id}/members`, { username: member.profile.username });
    await write(member.cookie, `/shopping-lists/${id}/invitation/accept`);
    await write(owner.cookie, `/shopping-lists/${id}/members`, { username: pending.profile.username });

    const again = await call(owner.cookie, "POST", `/shopping-lists/${id}/members`, {
      username: `@${member.profile.username.toUpperCase()}`,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({ code: "CONFLICT", message: `@${member.profile.username} is already on this list.` });
    const invitedAgain = await call(owner.cookie, "POST", `/shopping-lists/${id}/members`, {
      username: pending.profile.username,
    });
    expect(invitedAgain.statusCode, invitedAgain.body).toBe(409);
    expect(invitedAgain.json().message).toBe(`You've invited @${pending.profile.username} already.`);
    expect((await myList(owner.cookie)).members.map((someone) => someone.role)).toEqual(["owner", "member", "invited"]);
  });

  it("tells a member who tries to remove the owner or someone else that only the owner does that", async () => {
    const [owner, member, other, stranger] = [await cook(), await cook(), await cook(), await cook()];
    const { id } = await myList(owner.cookie);
    for (const someone of [member, other]) {
      await write(owner.cookie, `/shopping-lists/${id}/members`, { username: someone.profile.username });
      await write(someone.cookie, `/shopping-lists/${id}/invitation/accept`);
    }

    const removingOwner = await call(member.cookie, "DELETE", `/shopping-lists/${id}/members/${owner.user.id}`);
    expect(removingOwner.statusCode, removingOwner.body).toBe(403);
    expect(removingOwner.json()).toEqual({
      code: "FORBIDDEN",
      message: "The owner can't be removed from their own list. You can leave it instead.",
    });
    const removingOther = await call(member.cookie, "DELETE", `/shopping-lists/${id}/members/${other.user.id}`);
    expect(removingOther.statusCode, removingOther.body).toBe(403);
    expect(removingOther.json().message).toBe(
      "Only the list's owner can remove people. You can leave the list instead.",
    );
    // Someone not on the list still learns nothing about it.
    const byStranger = await call(stranger.cookie, "DELETE", `/shopping-lists/${id}/members/${owner.user.id}`);
    expect(byStranger.statusCode).toBe(404);
    expect((await myList(owner.cookie)).members.map((someone) => someone.role)).toEqual(["owner", "member", "member"]);
  });

  it("loses nothing when two members write at once", async () => {
    const [owner, member] = [await cook(), await cook()];
    const { id } = await myList(owner.cookie);
    await write(owner.cookie, `/shopping-lists/${id}/members`, { username: member.profile.username });
    await write(member.cookie, `/shopping-lists/${id}/invitation/accept`);
    const start = await write(owner.cookie, `/shopping-lists/${id}/items`, {
      texts: ["1 bag rice", "2 carrots", "Dish soap", "Coffee beans"],
    });
    const byText = (text: string) => lineIds(items(start).find((item) => item.text === text));

    const writes = await Promise.all([
      call(owner.cookie, "POST", `/shopping-lists/${id}/items`, { texts: ["Apples"] }),
      call(member.cookie, "POST", `/shopping-lists/${id}/items`, { texts: ["Bananas"] }),
      call(owner.cookie, "POST", `/shopping-lists/${id}/items/check`, {
        lineIds: byText("1 bag rice"),
        isChecked: true,
      }),
      call(member.cookie, "POST", `/shopping-lists/${id}/items/check`, {
        lineIds: byText("Dish soap"),
        isChecked: true,
      }),
      // Both edit the same item at once: one edit wins, and the item is there once.
      call(owner.cookie, "POST", `/shopping-lists/${id}/items/edit`, {
        lineIds: byText("2 carrots"),
        text: "3 carrots",
      }),
      call(member.cookie, "POST", `/shopping-lists/${id}/items/edit`, {
        lineIds: byText("2 carrots"),
        text: "4 carrots",
      }),
      call(member.cookie, "POST", `/shopping-lists/${id}/items/check`, {
        lineIds: byText("Coffee beans"),
        isChecked: true,
      }),
    ]);
    for (const response of writes) expect(response.statusCode, response.body).toBe(200);

    const list = await myList(owner.cookie);
    const texts = items(list).map((item) => item.text);
    expect(texts).toHaveLength(3);
    expect(texts).toEqual(expect.arrayContaining(["Apples", "Bananas", expect.stringMatching(/^[34] carrots$/)]));
    expect(list.checked.map((item) => item.text).sort()).toEqual(["1 bag rice", "Coffee beans", "Dish soap"]);

    // A tick aimed at the carrots' old line (sent before its sender saw the edit) lands on the new one.
    const late = await write(member.cookie, `/shopping-lists/${id}/items/check`, {
      lineIds: byText("2 carrots"),
      isChecked: true,
    });
    expect(late.checked.map((item) => item.text)).toContainEqual(expect.stringMatching(/carrots$/));
  });

  it("applies a replayed operation once (the offline queue sending again)", async () => {
    const me = await cook();
    const soup = await insertSoup("Replay soup", ["3 leek"]);
    const { id } = await myList(me.cookie);
    const addRecipe = { recipeId: soup.id, opId: randomUUID() };
    const addItem = { texts: ["1 loaf bread"], opId: randomUUID() };
    for (let attempt = 0; attempt < 3; attempt++) {
      await write(me.cookie, `/shopping-lists/${id}/recipes`, addRecipe);
      await write(me.cookie, `/shopping-lists/${id}/items`, addItem);
    }
    // Sent at the same moment (a retry racing the first try): still once.
    await Promise.all([1, 2].map(() => write(me.cookie, `/shopping-lists/${id}/items`, addItem)));
    const list = await myList(me.cookie);
    expect(find(list, "leek")?.quantity).toBe(3);
    expect(find(list, "white bread")?.lines).toHaveLength(1);
    // An id is spent once, whoever sends it: browsers make them at random, so only a replay repeats one.
    const other = await cook();
    const otherList = await myList(other.cookie);
    const reused = await write(other.cookie, `/shopping-lists/${otherList.id}/items`, addItem);
    expect(reused.aisles).toEqual([]);
  });

  it("tells a page on another process when the list changes (server-sent events)", async () => {
    const me = await cook();
    const { id } = await myList(me.cookie);
    // A second app on the same database stands for another server process.
    const other: FastifyInstance = await buildTestApp(getCtx().database);
    try {
      await other.listen({ port: 0, host: "127.0.0.1" });
      const { port } = other.server.address() as AddressInfo;
      const received: string[] = [];
      const request = http.get({
        host: "127.0.0.1",
        port,
        path: `/api/shopping-lists/${id}/events`,
        headers: { cookie: me.cookie },
      });
      const response = await new Promise<http.IncomingMessage>((resolve) => request.on("response", resolve));
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/event-stream/);
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => received.push(chunk));
      await expect.poll(() => received.join("")).toMatch(/event: ready/);

      await write(me.cookie, `/shopping-lists/${id}/items`, { texts: ["Basil"] });
      await expect
        .poll(() => received.join(""), { timeout: 3000 })
        .toMatch(/event: change\ndata: \{"listId":"[0-9a-f-]+"\}/);
      request.destroy();
    } finally {
      await other.close();
    }
  });

  it("carries the list's item count in the personal state", async () => {
    const me = await cook();
    const { id } = await myList(me.cookie);
    await write(me.cookie, `/shopping-lists/${id}/items`, { texts: ["Milk", "Eggs", "2 eggs"] });
    const state = await call(me.cookie, "GET", "/me/state");
    expect(state.json().shoppingListCount).toBe(2);
  });

  it("reads a count of 0 without making a list, and counts the list from the moment it is made", async () => {
    const me = await cook();
    const before = await call(me.cookie, "GET", "/me/state");
    expect(before.json().shoppingListCount).toBe(0);
    const lists = await db().select().from(shoppingLists).where(eq(shoppingLists.ownerId, me.user.id));
    expect(lists).toEqual([]);

    const { id } = await myList(me.cookie);
    await write(me.cookie, `/shopping-lists/${id}/items`, { texts: ["Milk"] });
    // The cached state of a cook without a list is dropped when the list is made.
    await expect
      .poll(async () => (await call(me.cookie, "GET", "/me/state")).json().shoppingListCount, { timeout: 3000 })
      .toBe(1);
  });

  it("lets the daily clean-up drop operation ids and removed lines after 30 days, nothing newer", async () => {
    const me = await cook();
    const { id } = await myList(me.cookie);
    const list = await write(me.cookie, `/shopping-lists/${id}/items`, {
      texts: ["Old crumbs", "Fresh bread"],
      opId: randomUUID(),
    });
    const [old, fresh] = ["Old crumbs", "Fresh bread"].map(
      (text) => lineIds(items(list).find((item) => item.text === text))[0],
    );
    await write(me.cookie, `/shopping-lists/${id}/items/remove`, { lineIds: [old, fresh] });
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await db().update(shoppingListItems).set({ removedAt: longAgo }).where(eq(shoppingListItems.id, old));
    const staleOp = randomUUID();
    await db().insert(shoppingListOperations).values({ id: staleOp, userId: me.user.id, appliedAt: longAgo });

    const result = await cleanUpExpiredRows({ db: db() });
    expect(result.shoppingRows).toBeGreaterThanOrEqual(2);
    const left = await db()
      .select({ id: shoppingListItems.id })
      .from(shoppingListItems)
      .where(inArray(shoppingListItems.id, [old, fresh]));
    expect(left).toEqual([{ id: fresh }]);
    const ops = await db().select().from(shoppingListOperations).where(eq(shoppingListOperations.id, staleOp));
    expect(ops).toEqual([]);
  });
});
