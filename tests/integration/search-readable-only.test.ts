/**
 * Search and its suggestions see only what the searcher may read: a paywalled recipe is found by its
 * teaser (title, description), never by its ingredients or its video; private and draft recipes
 * lend no words to the typo corrections, and a word leaves the vocabulary with its last recipe.
 */
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser, textOnlyLine } from "#db/factories/index.ts";
import { recipes, searchWords } from "#db/schema.ts";
import { searchRecipes } from "#server/features/search/service.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("search sees only what the searcher may read", (getCtx) => {
  const db = () => getCtx().database.db;
  const lines = (...texts: string[]) => [{ name: null, lines: texts.map(textOnlyLine) }];
  const hasWord = async (lexeme: string) =>
    (await db().select().from(searchWords).where(eq(searchWords.lexeme, lexeme))).length > 0;

  it("does not find a paywalled recipe by an ingredient only its subscribers can read", async () => {
    const { user, blog } = await insertRegisteredUser(db(), { blog: { hasPaywalledContent: true } });
    await insertRecipe(db(), {
      authorId: user.id,
      blogId: blog?.id,
      title: "Members Harvest Bowl",
      description: "A bowl for members.",
      visibility: "paywalled",
      ingredientGroups: lines("200 g quizzleberries"),
      videoUrl: "https://videos.example/members-bowl",
    });
    expect((await searchRecipes({ db: db(), q: "quizzleberries" })).total).toBe(0);
    expect((await searchRecipes({ db: db(), q: "quizzleberry" })).corrections).toEqual([]);
    expect(await hasWord("quizzleberri")).toBe(false);
    // Its teaser is searchable, and it never counts as a recipe with a video.
    expect((await searchRecipes({ db: db(), q: "harvest bowl" })).items.map((r) => r.title)).toContain(
      "Members Harvest Bowl",
    );
    const withVideo = await searchRecipes({ db: db(), q: "harvest", filters: { hasVideo: true } });
    expect(withVideo.items.map((r) => r.title)).not.toContain("Members Harvest Bowl");
  });

  it("lends no words of private or draft recipes to typo corrections", async () => {
    const { user } = await insertRegisteredUser(db());
    await insertRecipe(db(), { authorId: user.id, title: "Grandmother Wobblecake", visibility: "private" });
    await insertRecipe(db(), { authorId: user.id, title: "Unfinished Snorkelpie", visibility: "draft" });
    expect(await hasWord("wobblecak")).toBe(false);
    expect(await hasWord("snorkelpi")).toBe(false);
    const result = await searchRecipes({ db: db(), q: "wobblecake" });
    expect(result.total).toBe(0);
    expect(result.corrections).toEqual([]);
    expect((await searchRecipes({ db: db(), q: "wobblecak" })).corrections).toEqual([]);
  });

  it("forgets a word when its last readable recipe is made private or deleted", async () => {
    const { user } = await insertRegisteredUser(db());
    const first = await insertRecipe(db(), { authorId: user.id, title: "Zorbleflan Tart" });
    const second = await insertRecipe(db(), { authorId: user.id, title: "Zorbleflan Custard" });
    expect(await hasWord("zorbleflan")).toBe(true);
    await db().update(recipes).set({ visibility: "private" }).where(eq(recipes.id, first.id));
    expect(await hasWord("zorbleflan")).toBe(true);
    await db().delete(recipes).where(eq(recipes.id, second.id));
    expect(await hasWord("zorbleflan")).toBe(false);
    await db().update(recipes).set({ visibility: "public" }).where(eq(recipes.id, first.id));
    const [row] = await db()
      .select({ count: searchWords.recipeCount })
      .from(searchWords)
      .where(eq(searchWords.lexeme, "zorbleflan"));
    expect(row?.count).toBe(1);
    await db().execute(sql`select 1`);
  });
});
