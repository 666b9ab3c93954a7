/**
 * Publishing needs an ingredient and a step (a product rule), on both databases: the API refuses a
 * published recipe without them with a 400 that names the field, and stores nothing; a private
 * recipe or a draft may be a title only; an edit that publishes, or empties a published recipe, is
 * refused the same way. Imports asked to publish an incomplete recipe keep it private instead of
 * failing, and recipes moved in from other apps are saved as before.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { emptyMovedRecipe } from "#core/moving-in/moved-fields.ts";
import type { TMovedRecipe } from "#core/moving-in/moved-recipe.ts";
import { insertRecipe } from "#db/factories/index.ts";
import { recipes } from "#db/schema.ts";
import { saveMovedRecipe } from "#server/features/moving-in/save-moved-recipe.ts";
import { injectAs, insertSignedInUser, type THttpMethod, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { recipeInput } from "../helpers/recipe-input.ts";

const noIngredient = {
  code: "VALIDATION_FAILED",
  message: "ingredientGroups: Add at least one ingredient before publishing.",
};
const noStep = { code: "VALIDATION_FAILED", message: "instructionSections: Add at least one step before publishing." };

describeEachDatabase("recipes: publishing needs an ingredient and a step", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const request = (method: THttpMethod, url: string, cookie?: string, payload?: unknown) =>
    injectAs(getApp(), cookie, { method, url, payload });

  async function storedTitles(userId: string) {
    const rows = await db().select({ title: recipes.title }).from(recipes).where(eq(recipes.authorId, userId));
    return rows.map((row) => row.title).sort();
  }

  it("refuses a public recipe with a title only, or without steps, and stores nothing", async () => {
    const { user, cookie } = await insertSignedInUser(getApp(), db());
    const titleOnly = await request("POST", "/api/recipes", cookie, { title: "Just a name" });
    expect(titleOnly.statusCode).toBe(400);
    expect(titleOnly.json()).toEqual(noIngredient);
    const noSteps = await request(
      "POST",
      "/api/recipes",
      cookie,
      recipeInput({ title: "Half a soup", visibility: "public", instructionSections: [{ name: "Method", steps: [] }] }),
    );
    expect(noSteps.statusCode).toBe(400);
    expect(noSteps.json()).toEqual(noStep);
    // A group heading with no lines under it is not an ingredient.
    const headingOnly = await request(
      "POST",
      "/api/recipes",
      cookie,
      recipeInput({ ingredientGroups: [{ name: "For the sauce", lines: [] }] }),
    );
    expect(headingOnly.json()).toEqual(noIngredient);
    expect(await storedTitles(user.id)).toEqual([]);
  });

  it("refuses a recipe for subscribers without steps too", async () => {
    const { user, cookie } = await insertSignedInUser(getApp(), db(), { blog: { hasPaywalledContent: true } });
    const response = await request(
      "POST",
      "/api/recipes",
      cookie,
      recipeInput({ visibility: "paywalled", instructionSections: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(noStep);
    expect(await storedTitles(user.id)).toEqual([]);
    const complete = await request("POST", "/api/recipes", cookie, recipeInput({ visibility: "paywalled" }));
    expect(complete.statusCode, complete.body).toBe(201);
  });

  it("saves a private recipe or a draft with a title only", async () => {
    const { user, cookie } = await insertSignedInUser(getApp(), db());
    for (const visibility of ["private", "draft"]) {
      const created = await request("POST", "/api/recipes", cookie, { title: `Idea (${visibility})`, visibility });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ visibility, ingredientGroups: [], instructionSections: [] });
    }
    expect(await storedTitles(user.id)).toEqual(["Idea (draft)", "Idea (private)"]);
  });

  it("refuses an edit that publishes an incomplete recipe or empties a published one", async () => {
    const { cookie } = await insertSignedInUser(getApp(), db());
    const idea = (await request("POST", "/api/recipes", cookie, { title: "Idea", visibility: "draft" })).json();
    const published = await request("PATCH", `/api/recipes/${idea.id}`, cookie, { visibility: "public" });
    expect(published.statusCode).toBe(400);
    expect(published.json()).toEqual(noIngredient);
    expect((await request("GET", `/api/recipes/${idea.id}`, cookie)).json().visibility).toBe("draft");

    // Filled in and published in one edit.
    const filled = await request("PATCH", `/api/recipes/${idea.id}`, cookie, {
      visibility: "public",
      ingredientGroups: [{ name: null, lines: ["2 eggs"] }],
      instructionSections: [{ name: null, steps: ["Scramble."] }],
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().visibility).toBe("public");

    const emptied = await request("PATCH", `/api/recipes/${idea.id}`, cookie, { instructionSections: [] });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json()).toEqual(noStep);
    expect((await request("GET", `/api/recipes/${idea.id}`)).json().instructionSections).toEqual([
      { name: null, steps: ["Scramble."] },
    ]);
    // Made private first, it may be emptied.
    const hidden = await request("PATCH", `/api/recipes/${idea.id}`, cookie, {
      visibility: "private",
      instructionSections: [],
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
  });

  it("still lets the author rename a recipe published before the rule, and others still get 403", async () => {
    const author = await insertSignedInUser(getApp(), db());
    const other = await insertSignedInUser(getApp(), db());
    const old = await insertRecipe(db(), {
      authorId: author.user.id,
      title: "Old title",
      visibility: "public",
      ingredientGroups: [],
      instructionSections: [],
    });
    const renamed = await request("PATCH", `/api/recipes/${old.id}`, author.cookie, { title: "New title" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().title).toBe("New title");
    expect((await request("PATCH", `/api/recipes/${old.id}`, author.cookie, { visibility: "public" })).json()).toEqual(
      noIngredient,
    );
    // Whose recipe it is comes first: someone else learns nothing about what it lacks.
    const foreign = await request("PATCH", `/api/recipes/${old.id}`, other.cookie, { visibility: "public" });
    expect(foreign.statusCode).toBe(403);
  });

  it("keeps an import asked to be public private when the page gave no steps, and says so", async () => {
    const { cookie } = await insertSignedInUser(getApp(), db());
    const saved = await request("POST", "/api/import/save", cookie, {
      recipe: { title: "Page without a method", ingredientGroups: [{ name: null, lines: ["200 g rice"] }] },
      visibility: "public",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ outcome: "created", keptPrivateFor: ["steps"] });
    const recipe = (await request("GET", `/api/recipes/${saved.json().recipeId}`, cookie)).json();
    expect(recipe).toMatchObject({ title: "Page without a method", visibility: "private" });

    const complete = await request("POST", "/api/import/save", cookie, {
      recipe: recipeInput({ title: "Whole page" }),
      visibility: "public",
    });
    expect(complete.json()).toMatchObject({ outcome: "created", keptPrivateFor: [] });
    expect((await request("GET", `/api/recipes/${complete.json().recipeId}`)).json().visibility).toBe("public");
  });

  it("moves in a recipe without steps from another app, private as always", async () => {
    const { user } = await insertSignedInUser(getApp(), db());
    const moved: TMovedRecipe = {
      ...emptyMovedRecipe("notes.txt", "Grandma's dressing"),
      ingredientGroups: [{ purpose: null, lines: ["3 tbsp olive oil", "1 tbsp vinegar"] }],
      ladle: { id: "00000000-0000-4000-8000-000000000000", visibility: "public", keptTags: [] },
    };
    const saved = await saveMovedRecipe({ db: db(), userId: user.id, importId: null, recipe: moved });
    const [row] = await db().select().from(recipes).where(eq(recipes.id, saved.id));
    expect(row).toMatchObject({ title: "Grandma's dressing", visibility: "private", instructionSections: [] });
  });
});
