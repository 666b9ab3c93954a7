/**
 * Export: one recipe as JSON-LD, Markdown or Cooklang for whoever may read it whole (someone else's
 * private recipe is a 404, a paywalled one a 403 without a subscription), and the whole account as
 * Ladle's archive, which reads back field by field to what was exported, and holds only the
 * caller's own data.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { exportPaywalledMessage } from "#core/moving-in/export.api.ts";
import { readLadleArchive } from "#core/moving-in/formats/ladle-archive.ts";
import { toMovedRecipe } from "#core/moving-in/writers/moved-recipe-of.ts";
import { parseIngredientLine } from "#core/recipes/ingredient-lines.ts";
import {
  addRecipesToCollection,
  insertCollection,
  insertMealPlan,
  insertRecipe,
  insertReview,
} from "#db/factories/index.ts";
import { recipes } from "#db/schema.ts";
import { listOwnRecipesForExport } from "#server/features/moving-in/exported-recipes.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { readJsonEntry, unzipEntries } from "../helpers/archive.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { insertSellingCreator, subscribeInTestMode } from "../helpers/payments.ts";
import { jpegImage } from "./import-fixtures.ts";

describeEachDatabase("export", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const get = (cookie: string | undefined, url: string) => injectAs(getApp(), cookie, { method: "GET", url });

  it("gives one recipe as a named file in each format to anyone who can read it", async () => {
    const author = await insertSignedInUser(getApp(), db());
    const recipe = await insertRecipe(db(), { authorId: author.user.id, title: "Crème Brûlée for Two" });
    const jsonLd = await get(undefined, `/api/recipes/${recipe.id}/export?format=json-ld`);
    expect(jsonLd.statusCode, jsonLd.body).toBe(200);
    expect(jsonLd.headers["content-disposition"]).toContain('attachment; filename="creme-brulee-for-two.json"');
    expect(jsonLd.headers["content-type"]).toContain("application/ld+json");
    expect(JSON.parse(jsonLd.body)).toMatchObject({ "@type": "Recipe", name: "Crème Brûlée for Two" });

    const markdown = await get(undefined, `/api/recipes/${recipe.id}/export?format=markdown`);
    expect(markdown.headers["content-disposition"]).toContain('filename="creme-brulee-for-two.md"');
    expect(markdown.body).toMatch(/^# Crème Brûlée for Two\n/);
    expect(markdown.body).toContain("- 200 g spaghetti");

    const cooklang = await get(undefined, `/api/recipes/${recipe.id}/export?format=cooklang`);
    expect(cooklang.headers["content-disposition"]).toContain('filename="creme-brulee-for-two.cook"');
    expect(cooklang.body).toContain("Cook the @spaghetti{200%g}");

    const bad = await get(undefined, `/api/recipes/${recipe.id}/export?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("format: Choose json-ld, markdown or cooklang.");
  });

  it("is a 404 for someone else's private recipe and a 403 for a paywalled one without a subscription", async () => {
    const author = await insertSignedInUser(getApp(), db());
    const other = await insertSignedInUser(getApp(), db());
    const secret = await insertRecipe(db(), { authorId: author.user.id, visibility: "private" });
    for (const cookie of [undefined, other.cookie]) {
      const response = await get(cookie, `/api/recipes/${secret.id}/export?format=markdown`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(secret.title);
    }
    expect((await get(author.cookie, `/api/recipes/${secret.id}/export?format=markdown`)).statusCode).toBe(200);

    const { recipe, blog, secret: words } = await insertSellingCreator(getApp(), db(), `saffron ${Date.now()}`);
    const refused = await get(other.cookie, `/api/recipes/${recipe.id}/export?format=json-ld`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "FORBIDDEN", message: exportPaywalledMessage });
    expect(refused.body).not.toContain(words);
    await subscribeInTestMode(getApp(), other.cookie, blog.id);
    const opened = await get(other.cookie, `/api/recipes/${recipe.id}/export?format=cooklang`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(words);
  });

  it("exports the whole account, and the archive reads back to what was exported, field by field", async () => {
    const { creator, blog } = await insertSellingCreator(getApp(), db(), `mace ${Date.now()}`);
    const neighbour = await insertSignedInUser(getApp(), db());
    const theirs = await insertRecipe(db(), { authorId: neighbour.user.id, title: `Neighbour's stew ${Date.now()}` });
    const grouped = await insertRecipe(db(), {
      authorId: creator.user.id,
      blogId: blog.id,
      visibility: "private",
      yieldText: "1 loaf (10 slices)",
      servings: null,
      totalMinutes: null,
      nutrition: { calories: 310, proteinContent: 9.5, sodiumContent: 420 },
      sourceUrl: "https://example.com/loaf",
      attribution: "Aunt Lou",
      ingredientGroups: [
        { name: "For the dough", lines: ["500 g bread flour", "7 g dried yeast"].map(parseIngredientLine) },
        { name: "To finish", lines: [parseIngredientLine("1 egg, beaten")] },
      ],
      instructionSections: [
        { name: "Dough", steps: ["Mix the flour and yeast.", "Knead for 10 minutes."] },
        { name: null, steps: ["Brush with the egg and bake."] },
      ],
    });
    await insertRecipe(db(), { authorId: creator.user.id, visibility: "draft", title: `Half an idea ${Date.now()}` });
    const photographed = await insertRecipe(db(), { authorId: creator.user.id, visibility: "public" });
    const upload = await getApp().inject({
      method: "POST",
      url: `/api/recipes/${photographed.id}/image`,
      headers: { cookie: creator.cookie, "content-type": "image/jpeg" },
      payload: await jpegImage(1600, 1200),
    });
    expect(upload.statusCode, upload.body).toBe(200);

    const collection = await insertCollection(db(), { ownerId: creator.user.id, name: "Bakes", visibility: "private" });
    await addRecipesToCollection(db(), collection.id, [grouped.id, theirs.id, photographed.id]);
    await insertMealPlan(db(), {
      ownerId: creator.user.id,
      visibility: "private",
      entries: [
        { day: 0, slot: "dinner", recipeId: grouped.id, servings: 2, note: "double the egg" },
        { day: 1, slot: "lunch", recipeId: theirs.id, servings: 4 },
      ],
    });
    await insertReview(db(), {
      recipeId: theirs.id,
      authorId: creator.user.id,
      rating: 4,
      text: "Lovely and warming.",
    });
    const list = (await get(creator.cookie, "/api/shopping-list")).json();
    const added = await injectAs(getApp(), creator.cookie, {
      method: "POST",
      url: `/api/shopping-lists/${list.id}/recipes`,
      payload: { recipeId: grouped.id },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    // Saved while public, private since: it must not travel in anyone else's archive.
    await db().update(recipes).set({ visibility: "private" }).where(eq(recipes.id, theirs.id));

    const response = await get(creator.cookie, "/api/me/export");
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="ladle-export-\d{4}-\d\d-\d\d\.zip"/);
    const entries = unzipEntries(response.rawPayload);
    const archive = readLadleArchive(entries);
    expect(archive.failed).toEqual([]);
    expect(archive.manifest).toMatchObject({
      format: "ladle-export",
      version: 1,
      user: { username: creator.profile.username },
    });

    const expected = [];
    for await (const { recipe } of listOwnRecipesForExport({ db: db(), userId: creator.user.id })) {
      const photos = archive.recipes.find((r) => r.ladle?.id === recipe.id)?.photos ?? [];
      expected.push(toMovedRecipe(recipe, { origin: `recipes/${recipe.id}.json`, photos }));
    }
    expect(archive.recipes).toHaveLength(4);
    for (const [index, read] of archive.recipes.entries()) {
      for (const field of Object.keys(expected[index]) as (keyof (typeof expected)[number])[]) {
        expect(read[field], `${read.title}: ${field}`).toEqual(expected[index][field]);
      }
    }
    const readGrouped = archive.recipes.find((r) => r.ladle?.id === grouped.id);
    expect(readGrouped).toMatchObject({
      ingredientGroups: [
        { purpose: "For the dough", lines: ["500 g bread flour", "7 g dried yeast"] },
        { purpose: "To finish", lines: ["1 egg, beaten"] },
      ],
      instructionSections: [
        { name: "Dough", steps: ["Mix the flour and yeast.", "Knead for 10 minutes."] },
        { name: null, steps: ["Brush with the egg and bake."] },
      ],
      yields: "1 loaf (10 slices)",
      nutrition: { calories: "310 calories", proteinContent: "9.5 g", sodiumContent: "420 mg" },
      sourceUrl: "https://example.com/loaf",
      author: "Aunt Lou",
      ladle: { visibility: "private" },
    });
    expect(archive.recipes.map((r) => r.ladle?.visibility).sort()).toEqual([
      "paywalled",
      "private",
      "private",
      "public",
    ]);
    // The photo is the upload's largest width, byte for byte.
    const photo = archive.recipes.find((r) => r.ladle?.id === photographed.id)?.photos[0];
    const [row] = await db()
      .select({ imageVariants: recipes.imageVariants })
      .from(recipes)
      .where(eq(recipes.id, photographed.id));
    const largest = [...row.imageVariants].sort((a, b) => b.width - a.width)[0];
    const served = await getApp().inject({ method: "GET", url: new URL(largest.url, "http://x").pathname });
    expect(photo?.mediaType).toBe("image/webp");
    expect(photo && Buffer.from(photo.bytes).equals(served.rawPayload)).toBe(true);

    expect(archive.collections).toEqual([
      expect.objectContaining({
        name: "Bakes",
        visibility: "private",
        recipes: [
          { recipeId: grouped.id, recipeTitle: grouped.title },
          { recipeId: photographed.id, recipeTitle: photographed.title },
        ],
      }),
    ]);
    expect(archive.mealPlans[0].entries).toEqual([
      expect.objectContaining({ day: 0, slot: "dinner", recipeId: grouped.id, servings: 2, note: "double the egg" }),
    ]);
    expect(archive.shoppingLists[0].items.map((item) => item.recipeId)).toEqual(expect.arrayContaining([grouped.id]));
    expect(archive.reviews).toEqual([
      expect.objectContaining({ recipeId: theirs.id, recipeTitle: null, rating: 4, text: "Lovely and warming." }),
    ]);
    const everything = [...entries.values()].map((bytes) => Buffer.from(bytes).toString("latin1")).join("\n");
    expect(everything).not.toContain(theirs.title);
    expect(readJsonEntry(entries, "collections.json")).toHaveLength(1);
  }, 60_000);

  it("is for signed-in cooks only, and a few times an hour", async () => {
    expect((await get(undefined, "/api/me/export")).statusCode).toBe(401);
    const cook = await insertSignedInUser(getApp(), db());
    for (let i = 0; i < 5; i++) expect((await get(cook.cookie, "/api/me/export")).statusCode).toBe(200);
    const limited = await get(cook.cookie, "/api/me/export");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain("Rate limit");
  });
});
