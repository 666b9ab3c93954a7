/** Search: ranking, typo tolerance, filters, paging, safe highlights, users. */
import { expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser, textOnlyLine } from "#db/factories/index.ts";
import { searchRecipes, searchUsers } from "#server/features/search/service.ts";
import { useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

const line = textOnlyLine;

describeEachDatabase("recipes: search", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  let authorId: string;

  it("sets up a small corpus", async () => {
    const author = await insertRegisteredUser(db(), { name: "Quokka Searcher", username: "quokka_searcher" });
    const secret = await insertRegisteredUser(db(), { name: "Quokka Private", isPublic: false, bio: "quokka bio" });
    authorId = author.user.id;
    const base = { authorId, ingredientGroups: [{ name: null, lines: [line("1 onion")] }] };
    await insertRecipe(db(), {
      ...base,
      title: "Lemon Herb Zanzibar Stew",
      description: "Bright and simple.",
      diets: ["vegan"],
      courses: ["dinner"],
      cuisines: ["Mediterranean"],
      totalMinutes: 45,
    });
    await insertRecipe(db(), {
      ...base,
      title: "Plain Weeknight Beans",
      description: "A humble dish that borrows the zanzibar spice mix.",
      diets: [],
      totalMinutes: 20,
      videoUrl: "https://videos.example/weeknight-beans",
    });
    await insertRecipe(db(), {
      ...base,
      title: "Crispy Ovenbaked Chicken",
      description: "Crunchy and golden <script>alert(1)</script>.",
      ingredientGroups: [{ name: null, lines: [line("4 chicken thighs")] }],
      courses: ["dinner"],
      totalMinutes: 50,
      imageUrl: null,
    });
    await insertRecipe(db(), { ...base, title: "Zanzibar Draft", visibility: "draft" });
    await insertRecipe(db(), { authorId: secret.user.id, title: "Zanzibar From A Private Profile" });
    for (let i = 0; i < 25; i += 1) {
      await insertRecipe(db(), { ...base, title: `Pagination Marmalade ${i}`, description: "Paging test." });
    }
  });

  it("ranks a title match above a description match and leaves out drafts and private profiles", async () => {
    const result = await searchRecipes({ db: db(), q: "zanzibar" });
    expect(result.items.map((r) => r.title)).toEqual(["Lemon Herb Zanzibar Stew", "Plain Weeknight Beans"]);
    expect(result).toMatchObject({ total: 2, mode: "fulltext", isTotalCapped: false });
    expect(result.items[0].titleSegments).toEqual([
      { text: "Lemon Herb ", isMatch: false },
      { text: "Zanzibar", isMatch: true },
      { text: " Stew", isMatch: false },
    ]);
    expect(result.items[1].snippet.some((s) => s.isMatch && s.text.toLowerCase() === "zanzibar")).toBe(true);
    // A description short enough to show whole is shown whole, its first word too.
    expect(result.items[1].snippet.map((s) => s.text).join("")).toBe(
      "A humble dish that borrows the zanzibar spice mix.",
    );
  });

  it("shows the ingredients a recipe was found by as lines, and marks where a long text was cut", async () => {
    await insertRecipe(db(), {
      authorId,
      title: "Sour Fish Soup",
      description: "Sunday lunch.",
      ingredientGroups: [{ name: null, lines: [line("2 tbsp quandong paste"), line("1 tsp salt")] }],
    });
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    await insertRecipe(db(), { authorId, title: "Long Story Pie", description: `${words} wombatberry ${words}.` });

    const [soup] = (await searchRecipes({ db: db(), q: "quandong" })).items;
    expect(soup.snippet.map((s) => s.text).join("")).toBe("2 tbsp quandong paste · 1 tsp salt");
    const [pie] = (await searchRecipes({ db: db(), q: "wombatberry" })).items;
    const text = pie.snippet.map((s) => s.text).join("");
    expect(text).toMatch(/^… word\d+ .* wombatberry .* word\d+ …$/);
  });

  it("tolerates typos: 'chiken' finds chicken, 'zanzibr stew' finds the stew", async () => {
    const chicken = await searchRecipes({ db: db(), q: "chiken" });
    expect(chicken.items.map((r) => r.title)).toContain("Crispy Ovenbaked Chicken");
    expect(chicken.corrections).toEqual([{ from: "chiken", to: "chicken" }]);
    const stew = await searchRecipes({ db: db(), q: "zanzibr stew" });
    expect(stew.items[0]?.title).toBe("Lemon Herb Zanzibar Stew");
    const prefix = await searchRecipes({ db: db(), q: "ovenbak" });
    expect(prefix.items.map((r) => r.title)).toEqual(["Crispy Ovenbaked Chicken"]);
  });

  it("finds nothing for a query with no word the index holds, rather than everything", async () => {
    for (const q of ["борщ", "日本", "🍕", "%", "\\"]) {
      const result = await searchRecipes({ db: db(), q });
      expect(result.total, q).toBe(0);
      expect(result.items, q).toEqual([]);
    }
    // Only spaces is no query at all: every recipe, as the filters alone would give.
    expect((await searchRecipes({ db: db(), q: "   " })).total).toBeGreaterThan(2);
  });

  it("filters by whether there is a video, with or without a query", async () => {
    const withVideo = await searchRecipes({ db: db(), q: "zanzibar", filters: { hasVideo: true } });
    expect(withVideo.items.map((r) => r.title)).toEqual(["Plain Weeknight Beans"]);
    const withoutVideo = await searchRecipes({ db: db(), q: "zanzibar", filters: { hasVideo: false } });
    expect(withoutVideo.items.map((r) => r.title)).toEqual(["Lemon Herb Zanzibar Stew"]);
    const onlyFilter = await searchRecipes({ db: db(), q: "", filters: { hasVideo: true } });
    expect(onlyFilter.items.map((r) => r.title)).toEqual(["Plain Weeknight Beans"]);
  });

  it("filters by diet, course, cuisine, time and image, with or without a query", async () => {
    const vegan = await searchRecipes({ db: db(), q: "zanzibar", filters: { diet: ["vegan"] } });
    expect(vegan.items.map((r) => r.title)).toEqual(["Lemon Herb Zanzibar Stew"]);
    const quick = await searchRecipes({ db: db(), q: "zanzibar", filters: { maxMinutes: 30 } });
    expect(quick.items.map((r) => r.title)).toEqual(["Plain Weeknight Beans"]);
    const cuisine = await searchRecipes({ db: db(), q: "", filters: { cuisine: "mediterranean", course: "dinner" } });
    expect(cuisine.mode).toBe("filters");
    expect(cuisine.items.map((r) => r.title)).toContain("Lemon Herb Zanzibar Stew");
    expect(cuisine.items.every((r) => r.title !== "Plain Weeknight Beans")).toBe(true);
    const noImage = await searchRecipes({ db: db(), q: "chicken", filters: { hasImage: true } });
    expect(noImage.total).toBe(0);
  });

  it("pages with a total count", async () => {
    const first = await searchRecipes({ db: db(), q: "marmalade", pageSize: 10 });
    const third = await searchRecipes({ db: db(), q: "marmalade", pageSize: 10, page: 3 });
    const beyond = await searchRecipes({ db: db(), q: "marmalade", pageSize: 10, page: 9 });
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(10);
    expect(third.items).toHaveLength(5);
    expect(beyond).toMatchObject({ total: 25, items: [] });
    const ids = new Set([...first.items, ...third.items].map((r) => r.id));
    expect(ids.size).toBe(15);
  });

  it("returns highlights as plain-text segments through the API, never HTML", async () => {
    const response = await getApp().inject({
      method: "GET",
      url: "/api/search/recipes?q=crunchy&diet=vegan&diet=nut-free",
    });
    expect(response.statusCode).toBe(200);
    const all = await getApp().inject({ method: "GET", url: "/api/search/recipes?q=crunchy" });
    const hit = all.json().items[0];
    expect(hit.title).toBe("Crispy Ovenbaked Chicken");
    expect(all.body).not.toContain("<b>");
    expect(hit.snippet.find((s: { isMatch: boolean }) => s.isMatch).text).toBe("Crunchy");
  });

  it("finds users by name or username, private ones by name only with no bio", async () => {
    const result = await searchUsers({ db: db(), q: "quokka" });
    const names = result.items.map((u) => u.name);
    expect(names).toEqual(expect.arrayContaining(["Quokka Searcher", "Quokka Private"]));
    expect(result.items.find((u) => u.name === "Quokka Private")).toMatchObject({ isPublic: false, bio: "" });
    const exact = await searchUsers({ db: db(), q: "@quokka_searcher" });
    expect(exact.items[0].username).toBe("quokka_searcher");
    const typo = await searchUsers({ db: db(), q: "quoka searcher" });
    expect(typo.items.map((u) => u.name)).toContain("Quokka Searcher");
    const api = await getApp().inject({ method: "GET", url: "/api/search/users?q=quokka" });
    expect(api.json().total).toBe(2);
  });
});
