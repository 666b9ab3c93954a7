/**
 * The food data stored on recipes (`foods`, `estimated_nutrition`): derived on create and on
 * updates that change ingredients or servings, and filled after an upgrade for rows without it.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { foodDataVersion } from "#core/food/recipe-food-data.ts";
import { insertRecipe } from "#db/factories/index.ts";
import { fillRecipeFoodData } from "#db/fill-recipe-food-data.ts";
import { recipes } from "#db/schema.ts";
import { injectAs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { recipeInput } from "../helpers/recipe-input.ts";

const soup = recipeInput({
  ingredientGroups: [
    {
      name: null,
      lines: ["1 1/2 cups red lentils", "1 onion, chopped", "2 cloves garlic, crushed", "1 litre vegetable stock"],
    },
    { name: "To serve", lines: ["Salt (to taste)", "2 tbsp olive oil"] },
  ],
  nutrition: null,
});

describeEachDatabase("recipes: stored foods and estimated nutrition", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  async function findFoodData(id: string) {
    const [row] = await db()
      .select({ foods: recipes.foods, estimatedNutrition: recipes.estimatedNutrition, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(eq(recipes.id, id));
    return row;
  }

  it("derives the foods and the estimate when a recipe is created", async () => {
    const author = await insertSignedInUser(getApp(), db());
    const created = await injectAs(getApp(), author.cookie, { method: "POST", url: "/api/recipes", payload: soup });
    expect(created.statusCode).toBe(201);
    const stored = await findFoodData(created.json().id);
    expect(stored.foods).toEqual(["red lentils", "onion", "garlic", "vegetable stock", "salt", "olive oil"]);
    expect(stored.estimatedNutrition).toMatchObject({
      version: foodDataVersion,
      servings: 4,
      isReliable: true,
      coverage: { lines: 6, identifiedLines: 6, measuredLines: 6, weightShare: 1 },
    });
    // Lentils 287 g (1,010 kcal), onion, garlic, stock and oil: about 330 kcal a serving.
    expect(stored.estimatedNutrition?.perServing?.calories).toBeGreaterThan(290);
    expect(stored.estimatedNutrition?.perServing?.calories).toBeLessThan(370);
  });

  it("derives them again when the ingredients or the servings change, and only then", async () => {
    const author = await insertSignedInUser(getApp(), db());
    const created = await injectAs(getApp(), author.cookie, { method: "POST", url: "/api/recipes", payload: soup });
    const id = created.json().id;
    const patch = (payload: unknown) =>
      injectAs(getApp(), author.cookie, { method: "PATCH", url: `/api/recipes/${id}`, payload });
    const before = await findFoodData(id);

    expect((await patch({ title: "Lentil Soup" })).statusCode).toBe(200);
    expect((await findFoodData(id)).estimatedNutrition).toEqual(before.estimatedNutrition);

    expect((await patch({ servings: 2 })).statusCode).toBe(200);
    const halved = await findFoodData(id);
    expect(halved.foods).toEqual(before.foods);
    expect(halved.estimatedNutrition?.servings).toBe(2);
    const perServing = before.estimatedNutrition?.perServing?.calories ?? 0;
    expect(halved.estimatedNutrition?.perServing?.calories).toBeCloseTo(perServing * 2, -1);

    const lines = ["200 g spaghetti", "2 tbsp butter", "50 g parmesan, grated"];
    expect((await patch({ ingredientGroups: [{ name: null, lines }] })).statusCode).toBe(200);
    const pasta = await findFoodData(id);
    expect(pasta.foods).toEqual(["spaghetti", "butter", "parmesan"]);
    expect(pasta.estimatedNutrition?.servings).toBe(2);
  });

  it("fills rows without food data, or with an older version of it, once", async () => {
    const missing = await insertRecipe(db(), { foods: null, estimatedNutrition: null });
    const outdated = await insertRecipe(db(), {
      foods: ["stale"],
      estimatedNutrition: {
        version: 0,
        servings: 4,
        perServing: null,
        coverage: { lines: 0, identifiedLines: 0, measuredLines: 0, weightShare: 0 },
        isReliable: false,
      },
    });
    const current = await insertRecipe(db());

    expect(await fillRecipeFoodData({ db: db(), batchSize: 1 })).toBeGreaterThanOrEqual(2);
    for (const id of [missing.id, outdated.id]) {
      const filled = await findFoodData(id);
      expect(filled.foods).toEqual(["spaghetti", "olive oil", "canned tomatoes"]);
      expect(filled.estimatedNutrition).toMatchObject({ version: foodDataVersion, servings: 4, isReliable: true });
    }
    expect((await findFoodData(missing.id)).updatedAt).toEqual(missing.updatedAt);
    expect(await findFoodData(current.id)).toMatchObject({ foods: current.foods });
    expect(await fillRecipeFoodData({ db: db() })).toBe(0);
  });
});
