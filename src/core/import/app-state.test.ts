import { describe, expect, it } from "vitest";
import { readAppState } from "./app-state.ts";

const RECIPE = {
  id: "abc",
  name: "Kritharaki soup",
  preparationTimeInMinutes: 25,
  ingredients: [
    { name: "Kritharaki", displayIngredientQuantity: 275, displayUnitOfMeasurement: "g" },
    { name: "Fenchel", displayIngredientQuantity: 1, displayUnitOfMeasurement: "Stk." },
    { name: "Salz", displayIngredientQuantity: null, displayUnitOfMeasurement: null },
  ],
  preparationInstructions: [
    { header: "Schritt 1", body: "Wasser zum Kochen bringen.", type: "STEP" },
    { header: "Tipp", body: "Mit Parmesan servieren.", type: "TIP" },
  ],
};

/** How the Next.js app router ships data: JS string chunks, split anywhere. */
function flight(value: unknown): string {
  const text = `5:[["$","div",null,{"children":[["$","$L24",null,{"recipe":${JSON.stringify(value)}}]]}]]\n`;
  const half = Math.floor(text.length / 2);
  return [text.slice(0, half), text.slice(half)]
    .map((chunk) => `<script>self.__next_f.push([1,${JSON.stringify(chunk)}])</script>`)
    .join("");
}

describe("readAppState", () => {
  it("reads a recipe from a Next.js flight payload split across chunks", () => {
    expect(readAppState(`<html><body>${flight(RECIPE)}</body></html>`)).toEqual({
      ingredients: ["275 g Kritharaki", "1 Stk. Fenchel", "Salz"],
      instructions: ["Wasser zum Kochen bringen.", "Mit Parmesan servieren."],
      yields: null,
      totalTime: 25,
      prepTime: 25,
      cookTime: null,
    });
  });

  it("reads __NEXT_DATA__ and window state with plain strings, ISO times and servings", () => {
    const state = {
      props: {
        pageProps: {
          recipe: {
            ingredients: ["2 eggs", "100 g flour"],
            steps: [{ text: "Whisk." }, "Bake."],
            totalTime: "PT45M",
            servings: 4,
          },
        },
      },
    };
    const html = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`;
    expect(readAppState(html)).toMatchObject({
      ingredients: ["2 eggs", "100 g flour"],
      instructions: ["Whisk.", "Bake."],
      totalTime: 45,
      yields: "4 servings",
    });
    const windowState = `<script>window.__INITIAL_STATE__ = ${JSON.stringify(state)};</script>`;
    expect(readAppState(windowState)?.instructions).toEqual(["Whisk.", "Bake."]);
  });

  it("ignores objects without steps, JSON-LD and scripts it cannot parse", () => {
    const noSteps = `<script>window.s = {"ingredients":["2 eggs","1 cup milk"]};</script>`;
    const ld = `<script type="application/ld+json">{"ingredients":["a","b"],"steps":["c"]}</script>`;
    const broken = `<script>self.__next_f.push([1,"{\\"ingredients\\":[\\"a\\",\\"b\\"],\\"steps\\":[\\"c\\""])</script>`;
    for (const html of [noSteps, ld, broken, "<p>no scripts</p>"]) expect(readAppState(html)).toBeNull();
  });
});
