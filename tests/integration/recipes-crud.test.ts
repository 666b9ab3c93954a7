/**
 * Recipes API: CRUD with ownership, drafts and private recipes invisible to others,
 * paywalled content absent from every response to a non-subscriber, autosaved forms, images, and
 * what the editor pages open with.
 */
import sharp from "sharp";
import { expect, it } from "vitest";
import { insertRecipe, type TRegisteredUserOptions } from "#db/factories/index.ts";
import { loadRecipeEditor } from "#server/features/recipes/editor-data.ts";
import { injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { recipeInput } from "../helpers/recipe-input.ts";

const secretLine = "3 tbsp secret saffron butter";
const secretStep = "Fold the secret saffron butter into the risotto.";

describeEachDatabase("recipes: CRUD, visibility and the paywall", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  const cook = (options: TRegisteredUserOptions = {}) => insertSignedInUser(getApp(), db(), options);
  const request = (method: THttpMethod, url: string, cookie?: string, payload?: unknown) =>
    injectAs(getApp(), cookie, { method, url, payload });

  it("creates a recipe with parsed ingredient lines, returns it to anyone, and lists it as mine", async () => {
    const author = await cook();
    const created = await request("POST", "/api/recipes", author.cookie, recipeInput());
    expect(created.statusCode).toBe(201);
    const recipe = created.json();
    expect(recipe).toMatchObject({
      access: "full",
      isOwner: true,
      totalMinutes: 40,
      cuisines: ["Middle Eastern"],
      visibility: "public",
      // What "vegan" implies is stored with it, so the vegetarian and pescatarian filters find it.
      diets: ["vegan", "vegetarian", "pescatarian", "dairy-free"],
    });
    expect(recipe.ingredientGroups[0].lines[0]).toMatchObject({
      text: "1 1/2 cups red lentils",
      quantity: 1.5,
      unit: "cup",
      food: "red lentils",
    });
    expect(recipe.ingredientGroups[0].lines[1]).toMatchObject({
      unit: "clove",
      food: "garlic",
      preparation: "crushed",
    });
    expect(recipe.ingredientGroups[0].lines[2]).toMatchObject({ quantity: null, food: "salt", comment: "to taste" });

    const anonymous = await request("GET", `/api/recipes/${recipe.id}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ access: "full", isOwner: false, title: "Weeknight Lentil Soup" });

    const mine = await request("GET", "/api/recipes/mine", author.cookie);
    expect(mine.json().items.map((r: { id: string }) => r.id)).toEqual([recipe.id]);
  });

  it("stores a parsed line's unit as its id, whatever spelling the client sent", async () => {
    const author = await cook();
    const parsed = {
      text: "2 tbsp oil",
      quantity: 2,
      quantityMax: null,
      unit: "Tbsp",
      food: "oil",
      preparation: null,
      comment: null,
    };
    const created = await request(
      "POST",
      "/api/recipes",
      author.cookie,
      recipeInput({ ingredientGroups: [{ name: null, lines: [parsed, "1 tsp salt"] }] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().ingredientGroups[0].lines.map((l: { unit: string }) => l.unit)).toEqual([
      "tablespoon",
      "teaspoon",
    ]);
  });

  it("keeps a video link (https only) and clears it", async () => {
    const author = await cook();
    const video = "https://videos.example/weeknight-lentil-soup";
    const created = await request("POST", "/api/recipes", author.cookie, recipeInput({ videoUrl: video }));
    expect(created.statusCode).toBe(201);
    expect(created.json().videoUrl).toBe(video);
    const id = created.json().id;
    expect((await request("GET", `/api/recipes/${id}`)).json().videoUrl).toBe(video);

    const insecure = await request("PATCH", `/api/recipes/${id}`, author.cookie, {
      videoUrl: "http://videos.example/x",
    });
    expect(insecure.statusCode).toBe(400);
    expect(insecure.json().message).toContain("videoUrl");
    expect((await request("GET", `/api/recipes/${id}`)).json().videoUrl).toBe(video);

    const cleared = await request("PATCH", `/api/recipes/${id}`, author.cookie, { videoUrl: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().videoUrl).toBeNull();
  });

  it("rejects invalid input with a field message, and needs a signed-in user", async () => {
    const author = await cook();
    const invalid = await request("POST", "/api/recipes", author.cookie, recipeInput({ title: "" }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringContaining("title") });
    expect((await request("POST", "/api/recipes", undefined, recipeInput())).statusCode).toBe(401);
  });

  it("lets only the author edit or delete: others get 403 on a public recipe and 404 on a private one", async () => {
    const author = await cook();
    const other = await cook();
    const publicId = (await request("POST", "/api/recipes", author.cookie, recipeInput())).json().id;
    const privateId = (
      await request(
        "POST",
        "/api/recipes",
        author.cookie,
        recipeInput({ visibility: "private", title: "Family secret" }),
      )
    ).json().id;

    expect((await request("PATCH", `/api/recipes/${publicId}`, other.cookie, { title: "Mine now" })).statusCode).toBe(
      403,
    );
    expect((await request("DELETE", `/api/recipes/${publicId}`, other.cookie)).statusCode).toBe(403);
    expect((await request("PATCH", `/api/recipes/${privateId}`, other.cookie, { title: "Mine now" })).statusCode).toBe(
      404,
    );
    expect((await request("DELETE", `/api/recipes/${privateId}`, other.cookie)).statusCode).toBe(404);
    expect((await request("GET", `/api/recipes/${publicId}`)).json().title).toBe("Weeknight Lentil Soup");

    const edited = await request("PATCH", `/api/recipes/${publicId}`, author.cookie, {
      title: "Better Lentil Soup",
      ingredientGroups: [{ name: "Soup", lines: ["2 carrots, diced"] }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Better Lentil Soup", servings: 4 });
    expect(edited.json().ingredientGroups).toEqual([
      expect.objectContaining({ name: "Soup", lines: [expect.objectContaining({ quantity: 2, food: "carrots" })] }),
    ]);

    expect((await request("DELETE", `/api/recipes/${publicId}`, author.cookie)).statusCode).toBe(204);
    expect((await request("GET", `/api/recipes/${publicId}`)).statusCode).toBe(404);
    expect((await request("GET", "/api/recipes/not-a-uuid")).statusCode).toBe(404);
  });

  it("keeps drafts and private recipes invisible to everyone but the author", async () => {
    const author = await cook({ blog: { hasPaywalledContent: false } });
    const other = await cook();
    const draft = await insertRecipe(db(), {
      authorId: author.user.id,
      visibility: "draft",
      title: "Half-written tart",
    });
    const hidden = await insertRecipe(db(), { authorId: author.user.id, visibility: "private" });
    for (const id of [draft.id, hidden.id]) {
      const anonymous = await request("GET", `/api/recipes/${id}`);
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.body).not.toContain("Half-written");
      expect((await request("GET", `/api/recipes/${id}`, other.cookie)).statusCode).toBe(404);
      expect((await request("GET", `/api/recipes/${id}/reviews`, other.cookie)).statusCode).toBe(404);
      expect((await request("GET", `/api/recipes/${id}`, author.cookie)).statusCode).toBe(200);
    }
    const search = await request("GET", "/api/search/recipes?q=half-written%20tart");
    expect(search.body).not.toContain(draft.id);
  });

  it("allows paywalled only on the author's paywalled blog", async () => {
    const plain = await cook();
    const creator = await cook({ blog: { hasPaywalledContent: false } });
    const pro = await cook({ blog: { hasPaywalledContent: true } });
    for (const who of [plain, creator]) {
      const response = await request("POST", "/api/recipes", who.cookie, recipeInput({ visibility: "paywalled" }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/paywalled blog/);
    }
    const ok = await request("POST", "/api/recipes", pro.cookie, recipeInput({ visibility: "paywalled" }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().blog.id).toBe(pro.blog?.id);
  });

  it("never sends a paywalled recipe's ingredients, steps or nutrition to a non-subscriber", async () => {
    const pro = await cook({ blog: { hasPaywalledContent: true } });
    const reader = await cook();
    const created = await request(
      "POST",
      "/api/recipes",
      pro.cookie,
      recipeInput({
        title: "Members Saffron Risotto",
        visibility: "paywalled",
        ingredientGroups: [{ name: null, lines: [secretLine] }],
        instructionSections: [{ name: null, steps: [secretStep] }],
        // A decimal point never appears in an id, so this number cannot turn up by chance.
        nutrition: { calories: 987.25 },
        videoUrl: "https://videos.example/secret-risotto",
      }),
    );
    const id = created.json().id;
    const responses = [
      await request("GET", `/api/recipes/${id}`),
      await request("GET", `/api/recipes/${id}`, reader.cookie),
      await request("GET", `/api/recipes/${id}/reviews`, reader.cookie),
      await request("GET", "/api/search/recipes?q=saffron"),
      await request("GET", "/api/search/recipes?q=risotto"),
      await request("GET", "/api/recipes/trending?limit=48"),
      await request("GET", "/api/recipes/recently-viewed", reader.cookie),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain("secret saffron");
      expect(response.body).not.toContain("Fold the");
      expect(response.body).not.toContain("987.25");
      expect(response.body).not.toContain("calories");
      expect(response.body).not.toContain("secret-risotto");
      expect(response.body).not.toContain("ingredientGroups");
      expect(response.body).not.toContain("instructionSections");
    }
    const teaser = responses[0].json();
    expect(teaser).toMatchObject({
      access: "teaser",
      title: "Members Saffron Risotto",
      description: "Warming and cheap.",
      servings: 4,
      prepMinutes: 10,
      author: { username: pro.profile.username },
    });
    expect(responses[3].json().items.map((r: { id: string }) => r.id)).toContain(id);
    // Reviewing, drafting or editing it does not open it either.
    expect((await request("PUT", `/api/recipes/${id}/review`, reader.cookie, { rating: 5 })).statusCode).toBe(403);
    expect((await request("PATCH", `/api/recipes/${id}`, reader.cookie, { title: "x" })).statusCode).toBe(403);
    expect((await request("GET", `/api/recipes/${id}/draft`, reader.cookie)).statusCode).toBe(403);
    // The author sees it all.
    const own = await request("GET", `/api/recipes/${id}`, pro.cookie);
    expect(own.json().access).toBe("full");
    expect(own.body).toContain("secret saffron");
  });

  it("autosaves the form for its author only and clears it when the recipe is saved", async () => {
    const author = await cook();
    const other = await cook();
    const newDraft = await request("PUT", "/api/recipes/new/draft", author.cookie, { title: "", servings: 2 });
    expect(newDraft.statusCode).toBe(200);
    expect((await request("GET", "/api/recipes/new/draft", author.cookie)).json().data).toEqual({
      title: "",
      servings: 2,
    });
    expect((await request("GET", "/api/recipes/new/draft", other.cookie)).statusCode).toBe(404);

    // A recipe made another way (an API client, an import) leaves the Add Recipe draft alone…
    await request("POST", "/api/recipes", author.cookie, recipeInput());
    expect((await request("GET", "/api/recipes/new/draft", author.cookie)).statusCode).toBe(200);
    // …saving the Add Recipe form discards it.
    const id = (await request("POST", "/api/recipes?draft=new", author.cookie, recipeInput())).json().id;
    expect((await request("GET", "/api/recipes/new/draft", author.cookie)).statusCode).toBe(404);

    expect(
      (await request("PUT", `/api/recipes/${id}/draft`, author.cookie, { title: "Work in progress" })).statusCode,
    ).toBe(200);
    expect((await request("PUT", `/api/recipes/${id}/draft`, other.cookie, { title: "Hijack" })).statusCode).toBe(403);
    expect((await request("GET", `/api/recipes/${id}/draft`, author.cookie)).json().data.title).toBe(
      "Work in progress",
    );
    await request("PATCH", `/api/recipes/${id}`, author.cookie, { title: "Done" });
    expect((await request("GET", `/api/recipes/${id}/draft`, author.cookie)).statusCode).toBe(404);
  });

  it("refuses an edit made on an older version than the recipe's last save, and keeps that save and the autosave", async () => {
    const author = await cook();
    const created = (await request("POST", "/api/recipes", author.cookie, recipeInput())).json();
    const openedAt = new Date(created.updatedAt).toISOString();
    // Another tab saves first…
    const first = await request("PATCH", `/api/recipes/${created.id}`, author.cookie, {
      description: "Saved on the phone.",
      expectedUpdatedAt: openedAt,
    });
    expect(first.statusCode).toBe(200);
    expect(new Date(first.json().updatedAt).getTime()).toBeGreaterThan(new Date(openedAt).getTime());
    // …then the form opened before it autosaves and is submitted.
    await request("PUT", `/api/recipes/${created.id}/draft`, author.cookie, { title: "Lentil soup from the laptop" });
    const stale = await request("PATCH", `/api/recipes/${created.id}`, author.cookie, {
      ...recipeInput({ title: "Lentil soup from the laptop" }),
      expectedUpdatedAt: openedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "EDIT_CONFLICT", message: expect.stringMatching(/another tab/) });
    const kept = (await request("GET", `/api/recipes/${created.id}`, author.cookie)).json();
    expect(kept).toMatchObject({ title: "Weeknight Lentil Soup", description: "Saved on the phone." });
    expect((await request("GET", `/api/recipes/${created.id}/draft`, author.cookie)).json().data.title).toBe(
      "Lentil soup from the laptop",
    );

    // The cook chooses to save theirs over it: without `expectedUpdatedAt` the save goes through.
    const overwrite = await request("PATCH", `/api/recipes/${created.id}`, author.cookie, {
      title: "Lentil soup from the laptop",
    });
    expect(overwrite.statusCode).toBe(200);
    // An edit made on the latest version goes through too.
    const current = await request("PATCH", `/api/recipes/${created.id}`, author.cookie, {
      servings: 6,
      expectedUpdatedAt: new Date(overwrite.json().updatedAt).toISOString(),
    });
    expect(current.json()).toMatchObject({ title: "Lentil soup from the laptop", servings: 6 });
    const malformed = await request("PATCH", `/api/recipes/${created.id}`, author.cookie, {
      servings: 5,
      expectedUpdatedAt: "yesterday",
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("opens the editor with the recipe, an autosave newer than it, and whether it may be paywalled", async () => {
    const author = await cook({ blog: { hasPaywalledContent: true } });
    const other = await cook();
    await request("PUT", "/api/recipes/new/draft", author.cookie, { title: "Half a soup" });
    const adding = await loadRecipeEditor({ db: db(), userId: author.user.id });
    expect(adding).toMatchObject({ recipe: null, draft: { data: { title: "Half a soup" } }, canPaywall: true });

    const id = (await request("POST", "/api/recipes", author.cookie, recipeInput())).json().id;
    expect(await loadRecipeEditor({ db: db(), userId: author.user.id, recipeId: id })).toMatchObject({
      recipe: { id, title: "Weeknight Lentil Soup", ingredientGroups: [{ lines: [{ food: "red lentils" }, {}, {}] }] },
      draft: null,
    });
    await request("PUT", `/api/recipes/${id}/draft`, author.cookie, { title: "Lentil soup, better" });
    const editing = await loadRecipeEditor({ db: db(), userId: author.user.id, recipeId: id });
    expect(editing.draft?.data).toEqual({ title: "Lentil soup, better" });

    expect((await loadRecipeEditor({ db: db(), userId: other.user.id })).canPaywall).toBe(false);
    await expect(loadRecipeEditor({ db: db(), userId: other.user.id, recipeId: id })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("stores an uploaded photo as WebP at three widths, for the author only", async () => {
    const author = await cook();
    const other = await cook();
    const id = (await request("POST", "/api/recipes", author.cookie, recipeInput())).json().id;
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c84" } })
      .png()
      .toBuffer();
    const upload = (cookie: string) =>
      getApp().inject({
        method: "POST",
        url: `/api/recipes/${id}/image`,
        payload: png,
        headers: { cookie, "content-type": "image/png" },
      });
    expect((await upload(other.cookie)).statusCode).toBe(403);
    const response = await upload(author.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.imageVariants.map((v: { width: number }) => v.width)).toEqual([400, 800, 1200]);
    expect(body.imageUrl).toMatch(/^\/uploads\/recipes\/.+-800\.webp$/);
    expect(body.srcset).toContain("1200w");
    const file = await getApp().inject({ method: "GET", url: body.imageVariants[2].url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1200);
    const notImage = await getApp().inject({
      method: "POST",
      url: `/api/recipes/${id}/image`,
      payload: Buffer.from("not an image"),
      headers: { cookie: author.cookie, "content-type": "image/png" },
    });
    expect(notImage.statusCode).toBe(415);
  });

  it("encodes a small or turned photo once at its own width, upright, never enlarged", async () => {
    const author = await cook();
    const id = (await request("POST", "/api/recipes", author.cookie, recipeInput())).json().id;
    const widthsOf = async (photo: Buffer) => {
      const response = await getApp().inject({
        method: "POST",
        url: `/api/recipes/${id}/image`,
        payload: photo,
        headers: { cookie: author.cookie, "content-type": "image/jpeg" },
      });
      expect(response.statusCode).toBe(200);
      return response.json().imageVariants.map((v: { width: number }) => v.width);
    };
    const photo = sharp({ create: { width: 640, height: 480, channels: 3, background: "#c84" } });
    expect(await widthsOf(await photo.clone().jpeg().toBuffer())).toEqual([400, 640]);
    // Stored 1000 × 1600 and shown a quarter turned (EXIF orientation 6): 1600 wide once upright.
    const turned = sharp({ create: { width: 1000, height: 1600, channels: 3, background: "#c84" } });
    expect(await widthsOf(await turned.jpeg().withMetadata({ orientation: 6 }).toBuffer())).toEqual([400, 800, 1200]);
    expect(
      await widthsOf(
        await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c84" } })
          .jpeg()
          .toBuffer(),
      ),
    ).toEqual([300]);
  });

  it("splits a pasted block into parsed ingredient groups and steps", async () => {
    const author = await cook();
    const ingredients = await request("POST", "/api/recipes/parse-block", author.cookie, {
      kind: "ingredients",
      text: "For the dough:\n• 500 g flour\n- 1 tsp salt\n\nFor the filling:\n2-3 apples, sliced",
    });
    expect(ingredients.json().ingredientGroups).toEqual([
      {
        name: "For the dough",
        lines: [
          expect.objectContaining({ text: "500 g flour", quantity: 500, unit: "gram" }),
          expect.objectContaining({ text: "1 tsp salt" }),
        ],
      },
      {
        name: "For the filling",
        lines: [expect.objectContaining({ quantity: 2, quantityMax: 3, food: "apples", preparation: "sliced" })],
      },
    ]);
    const steps = await request("POST", "/api/recipes/parse-block", author.cookie, {
      kind: "steps",
      text: "1. Heat the oven.\n2. Mix the flour\nand the salt.\n3. Bake.",
    });
    expect(steps.json().instructionSections).toEqual([
      { name: null, steps: ["Heat the oven.", "Mix the flour and the salt.", "Bake."] },
    ]);
  });
});
