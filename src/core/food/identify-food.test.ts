import { describe, expect, it } from "vitest";
import { parseIngredient } from "../ingredients/parse-ingredient.ts";
import { identifyFood, identifyIngredient } from "./identify-food.ts";

/** The food's canonical name for a whole ingredient line, parsed as the app parses it. */
function foodOfLine(line: string): string | null {
  const parsed = parseIngredient(line);
  return identifyIngredient({ name: parsed.name, preparation: parsed.preparation, input: line })?.food.name ?? null;
}

describe("identifyIngredient", () => {
  it.each([
    ["2 cups whole milk", "milk"],
    ["1 large onion, diced", "onion"],
    ["2 onions", "onion"],
    ["1 red onion, finely sliced", "red onion"],
    ["3 cloves garlic, minced", "garlic"],
    ["2 tbsp garlic paste", "garlic"],
    ["1 tsp garlic powder", "garlic powder"],
    ["4 boneless skinless chicken breasts", "chicken breast"],
    ["8 chicken thighs, bone-in and skin-on", "chicken thigh"],
    ["500 g boneless, skinless chicken thighs", "boneless chicken thigh"],
    ["2 tbsp extra-virgin olive oil", "olive oil"],
    ["1 (14-ounce) can coconut milk", "coconut milk"],
    ["150g/5oz plain flour", "all-purpose flour"],
    ["1 cup confectioners’ sugar", "icing sugar"],
    ["100 ml crème fraîche", "crème fraîche"],
    ["2 jalapeños, seeded", "jalapeño"],
    ["2 sweet potatoes", "sweet potato"],
    ["2 bay leaves", "bay leaves"],
    ["1 tbsp cream of tartar", "cream of tartar"],
    ["1 tsp red pepper flakes", "chili flakes"],
    ["2 red peppers, sliced", "red bell pepper"],
    ["1/2 cup grated Parmesan", "parmesan"],
    ["Juice of 1 lemon", "lemon juice"],
    ["Zest of 1 orange", "orange"],
    ["1 x 400g tin chopped tomatoes", "canned tomatoes"],
  ])("%s → %s", (line, food) => {
    expect(foodOfLine(line)).toBe(food);
  });

  it("never finds a short food inside a longer word", () => {
    expect(foodOfLine("1 cup ice")).toBe("ice");
    expect(foodOfLine("1 onion, diced")).toBe("onion");
    expect(foodOfLine("2 cups diced carrots")).toBe("carrot");
    expect(foodOfLine("1 eggplant, cubed")).toBe("eggplant");
    expect(foodOfLine("1/2 butternut squash")).toBe("butternut squash");
    expect(foodOfLine("2 tbsp buttermilk")).toBe("buttermilk");
    expect(foodOfLine("1 cup rice")).toBe("rice");
    expect(foodOfLine("licorice")).toBeNull();
  });

  it("prefers the longer food over the shorter one inside it", () => {
    expect(foodOfLine("2 cups chicken stock")).toBe("chicken stock");
    expect(foodOfLine("3 tbsp peanut butter")).toBe("peanut butter");
    expect(foodOfLine("1 can coconut milk")).toBe("coconut milk");
    expect(foodOfLine("200 g cream cheese")).toBe("cream cheese");
    expect(foodOfLine("1 tbsp rice vinegar")).toBe("rice vinegar");
    expect(foodOfLine("2 tbsp tomato paste")).toBe("tomato paste");
    expect(foodOfLine("2 cups egg noodles")).toBe("egg noodles");
    expect(foodOfLine("1 tsp lemon juice")).toBe("lemon juice");
    expect(foodOfLine("1/4 tsp black pepper")).toBe("black pepper");
  });

  it("reads words the parser moved out of the name, when the line says them together", () => {
    expect(foodOfLine("1 cup cooked rice")).toBe("cooked rice");
    expect(foodOfLine("2 cups cooked chicken, shredded")).toBe("cooked chicken");
    expect(foodOfLine("3 tomatoes, chopped")).toBe("tomato");
  });

  it("takes the first of two foods of the same length", () => {
    expect(foodOfLine("1 cup milk or water")).toBe("milk");
    expect(foodOfLine("2 tbsp butter or margarine")).toBe("butter");
    expect(foodOfLine("Salt and pepper, to taste")).toBe("salt");
  });

  it("still finds the food in lines the parser splits oddly", () => {
    expect(foodOfLine("100g/3½oz soft, unsalted butter")).toBe("butter");
    expect(foodOfLine("2 firm, ripe tomatoes, sliced")).toBe("tomato");
  });

  it("drops descriptive words when that reveals a longer name", () => {
    expect(identifyFood("dark brown soft sugar")?.food.name).toBe("brown sugar");
    expect(identifyFood("Chopped Fresh Flat-Leaf Parsley")?.food.name).toBe("parsley");
  });

  it("keeps a meat of no named cut as that meat: 500 g beef is not mince", () => {
    const foodOf = (line: string) => identifyFood(line)?.food.name;
    expect(["beef", "pork", "lamb", "mutton"].map(foodOf)).toEqual(["beef", "pork", "lamb", "lamb"]);
    expect(["beef mince", "ground pork", "lamb shoulder", "beef chuck"].map(foodOf)).toEqual([
      "ground beef",
      "ground pork",
      "lamb shoulder",
      "stewing beef",
    ]);
  });

  it("answers null for what it does not know", () => {
    expect(identifyFood("samphire")).toBeNull();
    expect(identifyFood("")).toBeNull();
    expect(identifyFood(null)).toBeNull();
  });
});
