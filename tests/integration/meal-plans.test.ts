/**
 * Meal plans API: making and changing plans with ownership and visibility, copies with and without
 * a start date, publishing free and for subscribers (the teaser never names a recipe), landing
 * pages by address, suggestions, and bad input answered with a 4xx that names the field.
 */
import { expect, it } from "vitest";
import { insertFollow, insertMealPlan, insertRecipe, type TRegisteredUserOptions } from "#db/factories/index.ts";
import { parseIngredientNotation } from "#db/seed/ingredient-notation.ts";
import { listMealPlanRecipeServings } from "#server/features/meal-plans/lists.ts";
import { injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { insertSellingCreator, subscribeInTestMode } from "../helpers/payments.ts";

const lines = (...texts: string[]) => [{ name: null, lines: texts.map(parseIngredientNotation) }];

describeEachDatabase("meal plans", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  const person = (options: TRegisteredUserOptions = {}) => insertSignedInUser(getApp(), db(), options);
  const request = (method: THttpMethod, url: string, cookie?: string, payload?: unknown) =>
    injectAs(getApp(), cookie, { method, url, payload });

  async function planWithRecipes(cookie: string, overrides: Record<string, unknown> = {}) {
    const [soup, salad] = [
      await insertRecipe(db(), { title: "Lentil soup", nutrition: { calories: 320, proteinContent: 18 } }),
      await insertRecipe(db(), { title: "Green salad" }),
    ];
    const created = await request("POST", "/api/meal-plans", cookie, {
      title: "Weeknight week",
      dayCount: 3,
      entries: [
        { day: 0, slot: "dinner", recipeId: soup.id, servings: 4, note: "Double the garlic" },
        { day: 0, slot: "dinner", recipeId: salad.id },
        { day: 2, slot: "lunch", recipeId: salad.id, servings: 1 },
      ],
      ...overrides,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { plan: created.json(), soup, salad };
  }

  it("makes a plan with recipes, reads it back to anyone, and lists it as the owner's", async () => {
    const owner = await person();
    const { plan, soup } = await planWithRecipes(owner.cookie);
    expect(plan).toMatchObject({ title: "Weeknight week", dayCount: 3, startDate: null, visibility: "public" });
    expect(plan.isOwner).toBe(true);
    expect(plan.urlSlug).toMatch(/^weeknight-week-[0-9a-f]{8}$/);
    expect(
      plan.entries.map((e: { day: number; slot: string; position: number }) => [e.day, e.slot, e.position]),
    ).toEqual([
      [0, "dinner", 0],
      [0, "dinner", 1],
      [2, "lunch", 0],
    ]);
    expect(plan.entries[0]).toMatchObject({
      servings: 4,
      note: "Double the garlic",
      recipe: { id: soup.id, title: "Lentil soup", nutrition: { calories: 320, protein: 18, isEstimated: false } },
    });
    expect(plan.entries[1].servings).toBe(2);
    // Without its own figures, a recipe's nutrition is estimated from its ingredients, and says so.
    expect(plan.entries[1].recipe.nutrition).toMatchObject({ isEstimated: true, calories: expect.any(Number) });
    expect(plan.entries[1].recipe.nutrition.calories).toBeGreaterThan(100);

    const visitor = await request("GET", `/api/meal-plans/${plan.id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ access: "full", isOwner: false, recipeCount: 3 });

    const mine = await request("GET", "/api/meal-plans/mine", owner.cookie);
    expect(mine.json().items).toEqual([expect.objectContaining({ id: plan.id, recipeCount: 3, isPublished: false })]);
  });

  it("keeps a private plan to its owner: a 404 for everyone else, and out of their lists", async () => {
    const [owner, other] = [await person(), await person()];
    const { plan } = await planWithRecipes(owner.cookie, { visibility: "private" });
    expect((await request("GET", `/api/meal-plans/${plan.id}`)).statusCode).toBe(404);
    expect((await request("GET", `/api/meal-plans/${plan.id}`, other.cookie)).statusCode).toBe(404);
    expect((await request("GET", `/api/meal-plans/${plan.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await request("PATCH", `/api/meal-plans/${plan.id}`, other.cookie, { title: "Mine now" })).statusCode).toBe(
      404,
    );
    expect((await request("POST", `/api/meal-plans/${plan.id}/copy`, other.cookie, {})).statusCode).toBe(404);

    const listed = `/api/users/${owner.profile.username}/meal-plans`;
    expect((await request("GET", listed, other.cookie)).json().total).toBe(0);
    expect((await request("GET", listed, owner.cookie)).json().items.map((p: { id: string }) => p.id)).toEqual([
      plan.id,
    ]);
  });

  it("lets only the owner change or delete a plan others can see (403)", async () => {
    const [owner, other] = [await person(), await person()];
    const { plan } = await planWithRecipes(owner.cookie);
    const entry = plan.entries[0];
    const attempts = [
      request("PATCH", `/api/meal-plans/${plan.id}`, other.cookie, { title: "Mine now" }),
      request("DELETE", `/api/meal-plans/${plan.id}`, other.cookie),
      request("PATCH", `/api/meal-plans/${plan.id}/entries/${entry.id}`, other.cookie, { servings: 9 }),
      request("DELETE", `/api/meal-plans/${plan.id}/entries/${entry.id}`, other.cookie),
      request("PUT", `/api/meal-plans/${plan.id}/publication`, other.cookie, {}),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    expect((await request("PATCH", `/api/meal-plans/${plan.id}`, undefined, { title: "x" })).statusCode).toBe(401);
    expect((await request("GET", `/api/meal-plans/${plan.id}`)).json().title).toBe("Weeknight week");
  });

  it("changes details, moves, swaps, re-serves, notes and removes recipes, and deletes the plan", async () => {
    const owner = await person();
    const { plan, salad } = await planWithRecipes(owner.cookie);
    const [soupEntry, saladEntry] = plan.entries;
    const base = `/api/meal-plans/${plan.id}`;

    const renamed = await request("PATCH", base, owner.cookie, {
      title: "Cosy week",
      description: "Soups and salads",
      startDate: "2026-03-02",
      dayCount: 5,
      visibility: "private",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: "Cosy week", startDate: "2026-03-02", dayCount: 5 });

    const moved = await request("PATCH", `${base}/entries/${saladEntry.id}`, owner.cookie, { day: 4, slot: "lunch" });
    expect(moved.json().entries.find((e: { id: string }) => e.id === saladEntry.id)).toMatchObject({
      day: 4,
      slot: "lunch",
      position: 0,
    });
    // Back into dinner, in front of the soup.
    const reordered = await request("PATCH", `${base}/entries/${saladEntry.id}`, owner.cookie, {
      day: 0,
      slot: "dinner",
      position: 0,
    });
    const dinner = reordered
      .json()
      .entries.filter((e: { day: number; slot: string }) => e.day === 0 && e.slot === "dinner");
    expect(dinner.map((e: { id: string }) => e.id)).toEqual([saladEntry.id, soupEntry.id]);

    const other = await insertRecipe(db(), { title: "Tomato pasta" });
    const swapped = await request("PATCH", `${base}/entries/${soupEntry.id}`, owner.cookie, {
      recipeId: other.id,
      servings: 6,
      note: "Kids' favourite",
    });
    expect(swapped.json().entries.find((e: { id: string }) => e.id === soupEntry.id)).toMatchObject({
      servings: 6,
      note: "Kids' favourite",
      recipe: { id: other.id, title: "Tomato pasta" },
    });

    const added = await request("POST", `${base}/entries`, owner.cookie, {
      day: 1,
      slot: "breakfast",
      recipeId: salad.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().recipeCount).toBe(4);

    const removed = await request("DELETE", `${base}/entries/${soupEntry.id}`, owner.cookie);
    expect(removed.json().entries.map((e: { id: string }) => e.id)).not.toContain(soupEntry.id);

    // Fewer days drop the recipes of the days cut (day 2's salad).
    const shorter = await request("PATCH", base, owner.cookie, { dayCount: 2 });
    expect(shorter.json().entries.every((e: { day: number }) => e.day < 2)).toBe(true);

    expect((await request("DELETE", base, owner.cookie)).statusCode).toBe(204);
    expect((await request("GET", base, owner.cookie)).statusCode).toBe(404);
  });

  it("never shows or accepts someone else's private recipe", async () => {
    const [owner, stranger] = [await person(), await person()];
    const secret = await insertRecipe(db(), {
      authorId: stranger.user.id,
      title: "Secret stew",
      visibility: "private",
    });
    const refused = await request("POST", "/api/meal-plans", owner.cookie, {
      title: "Week",
      entries: [{ day: 0, slot: "dinner", recipeId: secret.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^entries\.0\.recipeId: /);

    // The stranger's own plan holds it: the owner sees it, others do not.
    const ownPrivate = await request("POST", "/api/meal-plans", stranger.cookie, {
      title: "Stew week",
      entries: [{ day: 0, slot: "dinner", recipeId: secret.id }],
    });
    const planId = ownPrivate.json().id;
    expect(ownPrivate.json().entries).toHaveLength(1);
    const seen = (await request("GET", `/api/meal-plans/${planId}`, owner.cookie)).json();
    expect(seen.entries).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain("Secret stew");
  });

  it("copies a plan into the viewer's account, undated or from a start date", async () => {
    const [owner, copier] = [await person(), await person()];
    const { plan } = await planWithRecipes(owner.cookie, { startDate: "2026-01-05" });

    const undated = await request("POST", `/api/meal-plans/${plan.id}/copy`, copier.cookie, {});
    expect(undated.statusCode, undated.body).toBe(201);
    expect(undated.json()).toMatchObject({
      title: "Weeknight week",
      startDate: null,
      dayCount: 3,
      visibility: "private",
      isOwner: true,
      owner: { id: copier.user.id },
      recipeCount: 3,
    });
    expect(undated.json().id).not.toBe(plan.id);
    expect(undated.json().urlSlug).not.toBe(plan.urlSlug);

    const dated = await request("POST", `/api/meal-plans/${plan.id}/copy`, copier.cookie, {
      startDate: "2026-04-06",
      title: "My week",
    });
    expect(dated.json()).toMatchObject({ title: "My week", startDate: "2026-04-06" });
    expect(
      dated.json().entries.map((e: { day: number; slot: string; servings: number }) => [e.day, e.slot, e.servings]),
    ).toEqual(plan.entries.map((e: { day: number; slot: string; servings: number }) => [e.day, e.slot, e.servings]));

    // Changing the copy leaves the original alone.
    await request("DELETE", `/api/meal-plans/${dated.json().id}/entries/${dated.json().entries[0].id}`, copier.cookie);
    expect((await request("GET", `/api/meal-plans/${plan.id}`)).json().recipeCount).toBe(3);
    expect((await request("POST", `/api/meal-plans/${plan.id}/copy`, undefined, {})).statusCode).toBe(401);
  });

  it("publishes only for bloggers, free or (on a paywalled blog) for subscribers", async () => {
    const [cook, blogger, pro] = [
      await person(),
      await person({ blog: { hasPaywalledContent: false } }),
      await person({ blog: { hasPaywalledContent: true } }),
    ];
    const { plan: cooksPlan } = await planWithRecipes(cook.cookie);
    const noBlog = await request("PUT", `/api/meal-plans/${cooksPlan.id}/publication`, cook.cookie, {});
    expect(noBlog.statusCode).toBe(403);
    expect(noBlog.json().message).toMatch(/bloggers/);

    const { plan: bloggersPlan } = await planWithRecipes(blogger.cookie, { visibility: "private" });
    const paywallRefused = await request("PUT", `/api/meal-plans/${bloggersPlan.id}/publication`, blogger.cookie, {
      isPaywalled: true,
    });
    expect(paywallRefused.statusCode).toBe(403);
    const free = await request("PUT", `/api/meal-plans/${bloggersPlan.id}/publication`, blogger.cookie, {
      isPaywalled: false,
    });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({ isPaywalled: false, blog: { id: blogger.blog?.id } });
    expect(free.json().path).toBe(`/publication/${free.json().id}/weeknight-week`);
    // A private plan becomes public when published free.
    const published = (await request("GET", `/api/meal-plans/${bloggersPlan.id}`)).json();
    expect(published).toMatchObject({ access: "full", visibility: "public", publication: { id: free.json().id } });
    const byPublication = await request("GET", `/api/publications/${free.json().id}`);
    expect(byPublication.json()).toMatchObject({ publication: { id: free.json().id }, plan: { access: "full" } });

    // An empty plan is not put on a blog: its readers would find nothing in it.
    const empty = await request("POST", "/api/meal-plans", blogger.cookie, { title: "Nothing yet", dayCount: 3 });
    const refused = await request("PUT", `/api/meal-plans/${empty.json().id}/publication`, blogger.cookie, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Add at least one recipe to the plan before publishing it.",
    });
    expect((await request("GET", `/api/meal-plans/${empty.json().id}`, blogger.cookie)).json().publication).toBeNull();

    const { plan: prosPlan } = await planWithRecipes(pro.cookie);
    const paid = await request("PUT", `/api/meal-plans/${prosPlan.id}/publication`, pro.cookie, { isPaywalled: true });
    expect(paid.statusCode).toBe(200);
    expect((await request("GET", `/api/meal-plans/${prosPlan.id}`, pro.cookie)).json().access).toBe("full");
  });

  it("shows a paywalled plan to non-subscribers as a teaser without a single recipe", async () => {
    const [pro, reader] = [await person({ blog: { hasPaywalledContent: true } }), await person()];
    const { plan } = await planWithRecipes(pro.cookie);
    const publication = (
      await request("PUT", `/api/meal-plans/${plan.id}/publication`, pro.cookie, { isPaywalled: true })
    ).json();

    for (const [url, cookie] of [
      [`/api/meal-plans/${plan.id}`, undefined],
      [`/api/meal-plans/${plan.id}`, reader.cookie],
      [`/api/meal-plans/landing/${plan.urlSlug}`, reader.cookie],
    ] as const) {
      const response = await request("GET", url, cookie);
      expect(response.statusCode).toBe(200);
      const teaser = response.json();
      expect(teaser).toMatchObject({
        access: "teaser",
        visibility: "paywalled",
        recipeCount: 3,
        slots: ["lunch", "dinner"],
      });
      expect(teaser.entries).toBeUndefined();
      expect(response.body).not.toContain("Lentil soup");
    }
    const byPublication = await request("GET", `/api/publications/${publication.id}`, reader.cookie);
    expect(byPublication.json().plan.access).toBe("teaser");
    expect(byPublication.body).not.toContain("Green salad");

    const copy = await request("POST", `/api/meal-plans/${plan.id}/copy`, reader.cookie, {});
    expect(copy.statusCode).toBe(403);
    expect((await request("GET", `/api/meal-plans/${plan.id}/suggestions`, reader.cookie)).json().items).toEqual([]);
    const forShopping = await listMealPlanRecipeServings({ db: db(), viewerId: reader.user.id, mealPlanId: plan.id });
    expect(forShopping.items).toEqual([]);

    // Unpublished, a subscribers' plan turns private rather than free.
    expect((await request("DELETE", `/api/meal-plans/${plan.id}/publication`, pro.cookie)).statusCode).toBe(204);
    expect((await request("GET", `/api/meal-plans/${plan.id}`, reader.cookie)).statusCode).toBe(404);
    expect((await request("GET", `/api/publications/${publication.id}`, reader.cookie)).statusCode).toBe(404);
    expect((await request("GET", `/api/meal-plans/${plan.id}`, pro.cookie)).json().visibility).toBe("private");
  });

  it("counts in every list of plans only the recipes the plan's page shows the viewer (a product rule)", async () => {
    const [pro, reader] = [await person({ blog: { hasPaywalledContent: true } }), await person()];
    const blogId = pro.blog?.id ?? "";
    const shown = await insertRecipe(db(), { title: "Shared soup" });
    const members = await insertRecipe(db(), {
      authorId: pro.user.id,
      blogId,
      title: "Members' tagine",
      visibility: "paywalled",
    });
    const secret = await insertRecipe(db(), { authorId: pro.user.id, title: "Secret stew", visibility: "private" });
    const entries = [
      { day: 0, slot: "dinner" as const, recipeId: shown.id, servings: 2 },
      { day: 1, slot: "dinner" as const, recipeId: members.id, servings: 2 },
      // The only breakfast: a teaser must not say the plan has one.
      { day: 2, slot: "breakfast" as const, recipeId: secret.id, servings: 2 },
    ];
    const free = await insertMealPlan(db(), {
      ownerId: pro.user.id,
      title: "Free week",
      entries,
      publication: { blogId, isPaywalled: false },
    });
    const forSubscribers = await insertMealPlan(db(), {
      ownerId: pro.user.id,
      title: "Members' week",
      visibility: "paywalled",
      entries,
      publication: { blogId, isPaywalled: true },
    });
    await insertFollow(db(), { followerId: reader.user.id, followeeId: pro.user.id });
    const countsOf = (plans: { title: string; recipeCount: number }[]) =>
      Object.fromEntries(plans.map((plan) => [plan.title, plan.recipeCount]));

    for (const [cookie, expected] of [
      [undefined, 2],
      [reader.cookie, 2],
      [pro.cookie, 3],
    ] as const) {
      for (const plan of [free, forSubscribers]) {
        const page = (await request("GET", `/api/meal-plans/${plan.id}`, cookie)).json();
        expect(page.recipeCount, plan.title).toBe(expected);
        expect(page.slots).toEqual(expected === 3 ? ["breakfast", "dinner"] : ["dinner"]);
      }
      const listed = await request("GET", `/api/users/${pro.profile.username}/meal-plans`, cookie);
      expect(countsOf(listed.json().items)).toEqual({ "Free week": expected, "Members' week": expected });
      const blog = await request("GET", `/api/blogs/${blogId}`, cookie);
      expect(countsOf(blog.json().mealPlans)).toEqual({ "Free week": expected, "Members' week": expected });
    }
    const landing = await request("GET", `/api/meal-plans/landing/${free.urlSlug}`);
    expect(landing.json().recipeCount).toBe(2);
    const feed = await request("GET", "/api/feed", reader.cookie);
    const fed = (feed.json().items as { kind: string; plan?: { title: string; recipeCount: number } }[]).flatMap(
      (item) => (item.plan ? [item.plan] : []),
    );
    expect(countsOf(fed)).toEqual({ "Free week": 2, "Members' week": 2 });
    const mine = await request("GET", "/api/meal-plans/mine", pro.cookie);
    expect(countsOf(mine.json().items)).toEqual({ "Free week": 3, "Members' week": 3 });
  });

  it("refuses to change who sees a published plan until it is unpublished", async () => {
    const blogger = await person({ blog: { hasPaywalledContent: false } });
    const { plan } = await planWithRecipes(blogger.cookie);
    await request("PUT", `/api/meal-plans/${plan.id}/publication`, blogger.cookie, {});
    const refused = await request("PATCH", `/api/meal-plans/${plan.id}`, blogger.cookie, { visibility: "private" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^visibility: /);
  });

  it("finds a public plan's landing page by its address, never a private one", async () => {
    const owner = await person();
    const { plan } = await planWithRecipes(owner.cookie);
    const landing = await request("GET", `/api/meal-plans/landing/${plan.urlSlug}`);
    expect(landing.statusCode).toBe(200);
    expect(landing.json()).toMatchObject({ id: plan.id, access: "full", recipeCount: 3 });
    expect((await request("GET", "/api/meal-plans/landing/no-such-plan")).statusCode).toBe(404);

    await request("PATCH", `/api/meal-plans/${plan.id}`, owner.cookie, { visibility: "private" });
    expect((await request("GET", `/api/meal-plans/landing/${plan.urlSlug}`)).statusCode).toBe(404);
    expect((await request("GET", `/api/meal-plans/landing/${plan.urlSlug}`, owner.cookie)).statusCode).toBe(404);
  });

  it("suggests readable recipes that keep to the plan's diets and share its ingredients", async () => {
    const owner = await person();
    const stranger = await person();
    const chickpeaCurry = await insertRecipe(db(), {
      title: "Chickpea spinach curry",
      diets: ["vegan", "vegetarian"],
      ingredientGroups: lines("1 can chickpeas", "200 g spinach", "1 onion"),
    });
    const plan = await insertMealPlan(db(), {
      ownerId: owner.user.id,
      diets: ["vegetarian"],
      entries: [{ day: 0, slot: "dinner", recipeId: chickpeaCurry.id, servings: 2 }],
    });
    const salad = await insertRecipe(db(), {
      title: "Chickpea and spinach salad",
      diets: ["vegetarian"],
      ingredientGroups: lines("1 can chickpeas", "100 g spinach", "1 lemon"),
    });
    const onionTart = await insertRecipe(db(), {
      title: "Onion tart",
      diets: ["vegetarian"],
      ingredientGroups: lines("3 onions", "1 sheet puff pastry"),
    });
    await insertRecipe(db(), {
      title: "Chickpea chicken stew",
      diets: [],
      ingredientGroups: lines("1 can chickpeas", "200 g spinach", "4 chicken thighs"),
    });
    await insertRecipe(db(), {
      authorId: stranger.user.id,
      title: "Private chickpea spinach bowl",
      visibility: "private",
      diets: ["vegetarian"],
      ingredientGroups: lines("1 can chickpeas", "200 g spinach"),
    });

    const response = await request("GET", `/api/meal-plans/${plan.id}/suggestions`, owner.cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { id: string; title: string; sharedIngredients: string[] }[];
    expect(items[0]).toMatchObject({ id: salad.id, sharedIngredients: ["chickpeas", "spinach"] });
    expect(items.map((i) => i.id)).toContain(onionTart.id);
    const titles = items.map((i) => i.title);
    expect(titles).not.toContain("Chickpea chicken stew");
    expect(titles).not.toContain("Private chickpea spinach bowl");
    expect(titles).not.toContain("Chickpea spinach curry");
  });

  it("suggests a paywalled recipe to the blog's subscribers only, as a whole card", async () => {
    const { blog, creator } = await insertSellingCreator(getApp(), db());
    const owner = await person();
    const stew = await insertRecipe(db(), { title: "Chickpea stew", ingredientGroups: lines("1 can chickpeas") });
    const plan = await insertMealPlan(db(), {
      ownerId: owner.user.id,
      visibility: "public",
      entries: [{ day: 0, slot: "dinner", recipeId: stew.id, servings: 2 }],
    });
    const paid = await insertRecipe(db(), {
      authorId: creator.user.id,
      blogId: blog.id,
      title: "Members' chickpea tagine",
      visibility: "paywalled",
      totalMinutes: 50,
      ingredientGroups: lines("1 can chickpeas", "1 preserved lemon"),
    });
    const subscriber = await person();
    await subscribeInTestMode(getApp(), subscriber.cookie, blog.id);
    // Paid for, it is a whole card with its time and diets, not a teaser.
    const forSubscriber = await request("GET", `/api/meal-plans/${plan.id}/suggestions`, subscriber.cookie);
    expect(forSubscriber.json().items).toContainEqual(
      expect.objectContaining({
        id: paid.id,
        isPaywalled: false,
        totalMinutes: 50,
        diets: expect.arrayContaining(["vegan"]),
      }),
    );
    const suggested = async (cookie?: string) => {
      const response = await request("GET", `/api/meal-plans/${plan.id}/suggestions`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as { id: string }[]).map((item) => item.id);
    };
    expect(await suggested(subscriber.cookie)).toContain(paid.id);
    expect(await suggested(owner.cookie)).not.toContain(paid.id);
    expect(await suggested()).not.toContain(paid.id);
  });

  it("suggests the newest recipes when a plan has no foods to share (staples only)", async () => {
    const owner = await person();
    const dressing = await insertRecipe(db(), { title: "House dressing", ingredientGroups: lines("3 tbsp olive oil") });
    const plan = await insertMealPlan(db(), {
      ownerId: owner.user.id,
      entries: [{ day: 0, slot: "lunch", recipeId: dressing.id, servings: 2 }],
    });
    const newest = await insertRecipe(db(), { title: "Newest noodles" });

    const response = await request("GET", `/api/meal-plans/${plan.id}/suggestions`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items as { id: string; sharedIngredients: string[] }[];
    expect(items[0]).toMatchObject({ id: newest.id, sharedIngredients: [] });
    expect(items.map((i) => i.id)).not.toContain(dressing.id);
  });

  it("lists a plan's readable recipes with their servings for a shopping list", async () => {
    const owner = await person();
    const { plan, soup, salad } = await planWithRecipes(owner.cookie);
    const result = await listMealPlanRecipeServings({ db: db(), viewerId: owner.user.id, mealPlanId: plan.id });
    expect(result.mealPlan).toEqual({ id: plan.id, title: "Weeknight week" });
    expect(result.items).toEqual([
      { recipeId: soup.id, servings: 4 },
      { recipeId: salad.id, servings: 3 },
    ]);
  });

  it("takes up to 28 days and 6 recipes a meal, and refuses one more on its field (a product rule)", async () => {
    const owner = await person();
    const longest = await request("POST", "/api/meal-plans", owner.cookie, { title: "Four weeks", dayCount: 28 });
    expect(longest.statusCode, longest.body).toBe(201);
    const tooLong = await request("POST", "/api/meal-plans", owner.cookie, { title: "Too long", dayCount: 29 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ code: "VALIDATION_FAILED", message: "dayCount: A plan has at most 28 days." });
    const longer = await request("PATCH", `/api/meal-plans/${longest.json().id}`, owner.cookie, { dayCount: 29 });
    expect(longer.json().message).toBe("dayCount: A plan has at most 28 days.");

    const recipes = await Promise.all(Array.from({ length: 7 }, () => insertRecipe(db())));
    const dinner = (count: number) =>
      recipes.slice(0, count).map(({ id }) => ({ day: 0, slot: "dinner", recipeId: id }));
    const full = await request("POST", "/api/meal-plans", owner.cookie, { title: "Big dinner", entries: dinner(6) });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().entries).toHaveLength(6);
    const overfull = await request("POST", "/api/meal-plans", owner.cookie, { title: "Too big", entries: dinner(7) });
    expect(overfull.statusCode).toBe(400);
    expect(overfull.json().message).toBe("entries.6: A meal holds at most 6 recipes.");

    // Adding a seventh, or moving one in from another meal, is refused too, and changes nothing.
    const planId = full.json().id;
    const seventh = await request("POST", `/api/meal-plans/${planId}/entries`, owner.cookie, {
      day: 0,
      slot: "dinner",
      recipeId: recipes[6].id,
    });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().message).toBe("slot: A meal holds at most 6 recipes.");
    const lunch = await request("POST", `/api/meal-plans/${planId}/entries`, owner.cookie, {
      day: 0,
      slot: "lunch",
      recipeId: recipes[6].id,
    });
    expect(lunch.statusCode, lunch.body).toBe(201);
    const lunchEntry = lunch.json().entries.find((entry: { slot: string }) => entry.slot === "lunch");
    const moved = await request("PATCH", `/api/meal-plans/${planId}/entries/${lunchEntry.id}`, owner.cookie, {
      slot: "dinner",
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe("slot: A meal holds at most 6 recipes.");
    const after = (await request("GET", `/api/meal-plans/${planId}`, owner.cookie)).json();
    expect(after.entries.filter((entry: { slot: string }) => entry.slot === "dinner")).toHaveLength(6);
  });

  it("answers bad input with a 400 that names the field", async () => {
    const owner = await person();
    const recipe = await insertRecipe(db());
    const cases: [unknown, RegExp][] = [
      [{ title: "" }, /^title: /],
      [{ title: "Week", dayCount: 40 }, /^dayCount: /],
      [{ title: "Week", startDate: "next monday" }, /^startDate: /],
      [{ title: "Week", entries: [{ day: 0, slot: "brunch", recipeId: recipe.id }] }, /^entries\.0\.slot: /],
      [
        { title: "Week", dayCount: 2, entries: [{ day: 5, slot: "dinner", recipeId: recipe.id }] },
        /^entries\.0\.day: /,
      ],
      [
        { title: "Week", entries: [{ day: 0, slot: "dinner", recipeId: recipe.id, servings: 0 }] },
        /^entries\.0\.servings: /,
      ],
      [{ title: "Week", owner: "someone" }, /owner/],
      [{ title: "Week", visibility: "paywalled" }, /^visibility: Choose public or private\. /],
    ];
    for (const [body, message] of cases) {
      const response = await request("POST", "/api/meal-plans", owner.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    const { plan } = await planWithRecipes(owner.cookie);
    const pastEnd = await request("POST", `/api/meal-plans/${plan.id}/entries`, owner.cookie, {
      day: 3,
      slot: "dinner",
      recipeId: recipe.id,
    });
    expect(pastEnd.statusCode).toBe(400);
    expect(pastEnd.json().message).toMatch(/^day: /);
    const badServings = await request(
      "PATCH",
      `/api/meal-plans/${plan.id}/entries/${plan.entries[0].id}`,
      owner.cookie,
      {
        servings: 500,
      },
    );
    expect(badServings.json().message).toMatch(/^servings: /);
    const badCopy = await request("POST", `/api/meal-plans/${plan.id}/copy`, owner.cookie, { startDate: "2026-13-40" });
    expect(badCopy.statusCode).toBe(400);
    expect(badCopy.json().message).toMatch(/^startDate: /);
    expect((await request("GET", "/api/meal-plans/not-a-plan")).statusCode).toBe(404);
    expect(
      (await request("PATCH", `/api/meal-plans/${plan.id}/entries/not-an-entry`, owner.cookie, { servings: 2 }))
        .statusCode,
    ).toBe(404);
  });
});
