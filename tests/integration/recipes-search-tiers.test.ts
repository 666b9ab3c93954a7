/**
 * Search at scale (docs/decisions/012-search-at-scale.md): title matches first, the ranking window,
 * the sample that proves a capped total, half-typed words, filters through the index, teasers.
 * A small `rankWindow` exercises on a few recipes what happens at a thousand matches.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser, textOnlyLine } from "#db/factories/index.ts";
import { searchRecipes } from "#server/features/search/service.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import { describeEachDatabase } from "../helpers/db.ts";

const line = textOnlyLine;

/** recipes_search_sample_idx holds recipes whose id ends in a byte below 0x20. */
const sampleId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(10, "0")}01`;
const outsideId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(10, "0")}ff`;

describeEachDatabase("recipes: search tiers and window", (getCtx) => {
  const db = () => getCtx().database.db;
  let authorId: string;
  let privateAuthorId: string;
  const base = () => ({
    authorId,
    description: "Nothing to see.",
    ingredientGroups: [{ name: null, lines: [line("1 egg")] }],
    courses: [] as string[],
    cuisines: [] as string[],
    diets: [] as string[],
  });

  it("sets up a corpus", async () => {
    const author = await insertRegisteredUser(db(), { name: "Tier Cook", username: "tier_cook" });
    const hidden = await insertRegisteredUser(db(), { name: "Tier Hidden", isPublic: false });
    authorId = author.user.id;
    privateAuthorId = hidden.user.id;
  });

  it("puts a recipe with every word in its title above one that ranks higher on the whole document", async () => {
    await insertRecipe(db(), { ...base(), title: "Quince Marzipan Tart" });
    await insertRecipe(db(), {
      ...base(),
      title: "Quince Jelly",
      description: "Marzipan and quince, quince and marzipan: marzipan quince all the way.",
      ingredientGroups: [{ name: null, lines: [line("200 g marzipan"), line("2 quince"), line("marzipan to finish")] }],
    });
    // The premise: on ts_rank alone the jelly would come first.
    const ranks = rowsOf<{ title: string; rank: number }>(
      await db().execute(sql`
        SELECT title, ts_rank(search_vector, to_tsquery('english', 'quince & marzipan')) AS rank
        FROM recipes WHERE title LIKE 'Quince %' ORDER BY rank DESC`),
    );
    expect(ranks[0].title).toBe("Quince Jelly");

    const result = await searchRecipes({ db: db(), q: "quince marzipan" });
    expect(result.items.map((r) => r.title)).toEqual(["Quince Marzipan Tart", "Quince Jelly"]);
    expect(result).toMatchObject({ total: 2, isTotalCapped: false, mode: "fulltext" });
  });

  it("fills the window with title matches first and says when the total is capped", async () => {
    for (let i = 1; i <= 4; i += 1) await insertRecipe(db(), { ...base(), title: `Medlar Crumble ${i}` });
    await insertRecipe(db(), { ...base(), title: "Autumn Crumble", description: "With medlar jam." });
    await insertRecipe(db(), { ...base(), title: "Winter Crumble", description: "Medlar, if you can find it." });

    const wide = await searchRecipes({ db: db(), q: "medlar", rankWindow: 10 });
    expect(wide).toMatchObject({ total: 6, isTotalCapped: false });
    expect(wide.items.slice(0, 4).every((r) => r.title.startsWith("Medlar Crumble"))).toBe(true);
    expect(
      wide.items
        .slice(4)
        .map((r) => r.title)
        .sort(),
    ).toEqual(["Autumn Crumble", "Winter Crumble"]);

    const narrow = await searchRecipes({ db: db(), q: "medlar", rankWindow: 3 });
    expect(narrow).toMatchObject({ total: 3, isTotalCapped: true });
    expect(narrow.items.every((r) => r.title.startsWith("Medlar Crumble"))).toBe(true);

    // Two title matches: the window is topped up from the rest, title matches still first.
    const mixed = await searchRecipes({ db: db(), q: "medlar crumble", rankWindow: 5 });
    expect(mixed).toMatchObject({ total: 5, isTotalCapped: true });
    expect(mixed.items.slice(0, 4).every((r) => r.title.startsWith("Medlar Crumble"))).toBe(true);
  });

  it("completes a half-typed last word in titles and still finds it as a prefix anywhere else", async () => {
    await insertRecipe(db(), { ...base(), title: "Ovenroasted Loquats" });
    await insertRecipe(db(), {
      ...base(),
      title: "Loquat Compote",
      description: "From the ovenroastery down the road.",
    });
    const result = await searchRecipes({ db: db(), q: "loquat ovenroa" });
    expect(result.items.map((r) => r.title)).toEqual(["Ovenroasted Loquats", "Loquat Compote"]);
    expect(result.items[0].titleSegments.filter((s) => s.isMatch).map((s) => s.text)).toEqual([
      "Ovenroasted",
      "Loquats",
    ]);
  });

  it("applies every filter exactly, through the index or not", async () => {
    const filtered = { ...base(), description: "A tamarillo dish." };
    await insertRecipe(db(), { ...filtered, title: "Tamarillo Twenty", totalMinutes: 20, cuisines: ["Georgian"] });
    await insertRecipe(db(), { ...filtered, title: "Tamarillo Thirty", totalMinutes: 30, courses: ["lunch"] });
    await insertRecipe(db(), {
      ...filtered,
      title: "Tamarillo Forty",
      totalMinutes: 40,
      diets: ["vegan", "gluten-free"],
      imageUrl: "/uploads/t.webp",
    });
    await insertRecipe(db(), { ...filtered, title: "Tamarillo Untimed", totalMinutes: null });
    const titles = async (filters: Parameters<typeof searchRecipes>[0]["filters"], q = "tamarillo") =>
      (await searchRecipes({ db: db(), q, filters })).items.map((r) => r.title).sort();

    expect(await titles({ maxMinutes: 30 })).toEqual(["Tamarillo Thirty", "Tamarillo Twenty"]);
    expect(await titles({ maxMinutes: 20 })).toEqual(["Tamarillo Twenty"]);
    expect(await titles({ maxMinutes: 19 })).toEqual([]);
    expect(await titles({ maxMinutes: 45 })).toEqual(["Tamarillo Forty", "Tamarillo Thirty", "Tamarillo Twenty"]);
    expect(await titles({ cuisine: "georgian" })).toEqual(["Tamarillo Twenty"]);
    expect(await titles({ course: "lunch" })).toEqual(["Tamarillo Thirty"]);
    expect(await titles({ diet: ["vegan", "gluten-free"] })).toEqual(["Tamarillo Forty"]);
    expect(await titles({ diet: ["vegan", "vegetarian"] })).toEqual([]);
    expect(await titles({ hasImage: true, maxMinutes: 60 })).toEqual(["Tamarillo Forty"]);
    // Filters only, newest first.
    expect(await titles({ cuisine: "Georgian", maxMinutes: 20 }, "")).toEqual(["Tamarillo Twenty"]);
  });

  it("finds teasers by their title and description only, and shows only those", async () => {
    await insertRecipe(db(), {
      ...base(),
      title: "Secret Feijoa Loaf",
      description: "Members know why.",
      visibility: "paywalled",
      ingredientGroups: [{ name: null, lines: [line("3 tamarind pods")] }],
    });
    await insertRecipe(db(), { ...base(), title: "Public Tamarind Stew", description: "Sour and warm." });
    await insertRecipe(db(), { ...base(), title: "Tamarind Draft", visibility: "draft" });
    await insertRecipe(db(), { ...base(), title: "Tamarind Private", visibility: "private" });
    await insertRecipe(db(), { ...base(), authorId: privateAuthorId, title: "Tamarind Of A Private Profile" });
    await insertRecipe(db(), {
      ...base(),
      authorId: privateAuthorId,
      title: "Tamarind Teaser Of A Private Profile",
      visibility: "paywalled",
    });
    // The teaser's ingredients are for subscribers: "tamarind" does not find it.
    const result = await searchRecipes({ db: db(), q: "tamarind" });
    expect(result.items.map((r) => r.title)).toEqual(["Public Tamarind Stew"]);
    const byDescription = await searchRecipes({ db: db(), q: "members know" });
    const teaser = byDescription.items.find((r) => r.title === "Secret Feijoa Loaf");
    expect(teaser?.isPaywalled).toBe(true);
    const snippet = teaser?.snippet.map((s) => s.text).join("") ?? "";
    expect(snippet).toContain("Members know");
    expect(snippet).not.toMatch(/tamarind/i);
  });

  it("takes the window from the sample when the sample alone fills it", async () => {
    // The sample is read only when the table is large next to the window (planner statistics).
    await db().execute(sql`
      INSERT INTO recipes (author_id, title) SELECT ${authorId}, 'Filler ' || i FROM generate_series(1, 700) AS i`);
    // Many more matches outside the sample than in it: a window taken from the whole index would
    // hardly ever hold only sample recipes.
    const outsideMatches = (title: string, description: string, from: number) => sql`
      INSERT INTO recipes (id, author_id, title, description)
      SELECT ('00000000-0000-4000-8000-' || lpad(to_hex(${from} + i), 10, '0') || 'ff')::uuid, ${authorId},
        ${title} || ' ' || i, ${description}
      FROM generate_series(1, 30) AS i`;
    await db().execute(outsideMatches("Persimmon Cake", "", 1000));
    for (let i = 3; i <= 4; i += 1)
      await insertRecipe(db(), { ...base(), id: sampleId(i), title: `Persimmon Cake ${i}` });
    await insertRecipe(db(), { ...base(), id: outsideId(6), title: "Jujube Bread" });
    await db().execute(outsideMatches("Date Bread", "Jujube inside.", 2000));
    await insertRecipe(db(), { ...base(), id: sampleId(8), title: "Fig Bread", description: "Jujube on top." });
    await insertRecipe(db(), { ...base(), id: sampleId(9), title: "Nut Bread", description: "Jujube too." });
    for (let i = 10; i <= 12; i += 1) {
      const id = i === 10 ? outsideId(i) : sampleId(i);
      await insertRecipe(db(), { ...base(), id, title: `Loaf ${i}`, description: "Plain.", cuisines: ["Abkhaz"] });
    }
    await db().execute(sql`ANALYZE recipes`);
    const inSample = new Set([3, 4, 8, 9, 11, 12].map(sampleId));

    const cakes = await searchRecipes({ db: db(), q: "persimmon", rankWindow: 2 });
    expect(cakes).toMatchObject({ total: 2, isTotalCapped: true });
    expect(cakes.items.every((r) => inSample.has(r.id))).toBe(true);

    // One title match outside the sample; the rest of the window from the sample.
    const breads = await searchRecipes({ db: db(), q: "jujube", rankWindow: 2 });
    expect(breads).toMatchObject({ total: 2, isTotalCapped: true });
    expect(breads.items[0].title).toBe("Jujube Bread");
    expect(inSample.has(breads.items[1].id)).toBe(true);

    // Too few in the sample: the whole index is read, for title matches and for the others.
    const dates = await searchRecipes({ db: db(), q: "date", rankWindow: 2 });
    expect(dates).toMatchObject({ total: 2, isTotalCapped: true });
    expect(dates.items.every((r) => r.title.startsWith("Date Bread") && !inSample.has(r.id))).toBe(true);
    const inside = await searchRecipes({ db: db(), q: "inside", rankWindow: 2 });
    expect(inside).toMatchObject({ total: 2, isTotalCapped: true });
    expect(inside.items.every((r) => r.title.startsWith("Date Bread"))).toBe(true);
    const exact = await searchRecipes({ db: db(), q: "jujube", rankWindow: 40 });
    expect(exact).toMatchObject({ total: 33, isTotalCapped: false });

    const loaves = await searchRecipes({ db: db(), q: "", filters: { cuisine: "abkhaz" }, rankWindow: 2 });
    expect(loaves).toMatchObject({ total: 2, isTotalCapped: true, mode: "filters" });
    // The page itself is the newest matches, as without a window.
    expect(loaves.items.map((r) => r.title)).toEqual(["Loaf 12", "Loaf 11", "Loaf 10"]);
    const allLoaves = await searchRecipes({ db: db(), q: "", filters: { cuisine: "abkhaz" }, rankWindow: 5 });
    expect(allLoaves).toMatchObject({ total: 3, isTotalCapped: false });
  });
});
