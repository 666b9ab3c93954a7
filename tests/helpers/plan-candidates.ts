/**
 * Generated recipe pools for the meal-plan generator's tests and benchmarks: recipes built from a
 * kitchen's worth of foods, grouped by cuisine, whose diet tags follow from their foods (a vegan recipe holds nothing
 * animal), with calories and protein typical of their meal, times from 5 minutes to 2 hours, and a
 * few without nutrition. The same seed gives the same pool.
 */
import type { TCandidateSource, TPlanCandidate } from "#core/meal-plans/plan-pool.ts";
import { createRandom } from "#core/meal-plans/seeded-random.ts";

const foods = {
  meat: [
    "chicken breast",
    "chicken thigh",
    "beef mince",
    "pork shoulder",
    "lamb",
    "bacon",
    "sausage",
    "chorizo",
    "turkey",
  ],
  fish: ["salmon", "cod", "tuna", "prawn", "mackerel", "haddock"],
  plantProtein: ["tofu", "tempeh", "chickpea", "lentil", "black bean", "kidney bean", "edamame"],
  eggDairyProtein: ["egg", "paneer", "halloumi", "cottage cheese"],
  vegetable: [
    "onion",
    "red onion",
    "garlic",
    "carrot",
    "celery",
    "spinach",
    "kale",
    "broccoli",
    "courgette",
    "red pepper",
    "tomato",
    "cherry tomato",
    "mushroom",
    "aubergine",
    "sweet potato",
    "potato",
    "cauliflower",
    "pea",
    "sweetcorn",
    "cucumber",
    "lettuce",
    "rocket",
    "avocado",
    "leek",
    "butternut squash",
    "green bean",
    "asparagus",
    "cabbage",
    "beetroot",
    "spring onion",
  ],
  herb: ["coriander", "parsley", "basil", "mint", "thyme", "rosemary", "dill", "chive"],
  dairy: ["milk", "butter", "cheddar", "parmesan", "feta", "yogurt", "cream", "mozzarella"],
  glutenGrain: ["pasta", "spaghetti", "bread", "couscous", "noodle", "tortilla", "plain flour", "soy sauce"],
  freeGrain: ["rice", "quinoa", "oat", "polenta", "rice noodle", "buckwheat"],
  nut: ["almond", "walnut", "cashew", "peanut butter", "pine nut"],
  fruit: ["banana", "blueberry", "apple", "lemon", "lime", "orange", "mango", "raspberry"],
  pantry: [
    "olive oil",
    "salt",
    "black pepper",
    "sugar",
    "vegetable stock",
    "tinned tomato",
    "coconut milk",
    "chilli",
    "cumin",
    "paprika",
    "ginger",
    "maple syrup",
  ],
  honey: ["honey"],
} as const;

/**
 * Cuisines, so that recipes share foods the way real ones do (onion and garlic everywhere,
 * coriander and lime together): a recipe draws most of its vegetables, herbs, grains and dairy
 * from its cuisine.
 */
const cuisines = [
  {
    vegetable: ["tomato", "onion", "garlic", "courgette", "spinach", "red pepper", "aubergine", "cherry tomato"],
    herb: ["basil", "parsley", "rosemary"],
    grain: ["pasta", "spaghetti", "bread", "polenta"],
    dairy: ["parmesan", "mozzarella", "butter"],
  },
  {
    vegetable: ["onion", "garlic", "red pepper", "tomato", "avocado", "sweetcorn", "lettuce", "red onion"],
    herb: ["coriander"],
    grain: ["tortilla", "rice"],
    dairy: ["cheddar", "cream"],
  },
  {
    vegetable: ["onion", "garlic", "tomato", "spinach", "cauliflower", "potato", "pea", "sweet potato"],
    herb: ["coriander", "mint"],
    grain: ["rice"],
    dairy: ["yogurt", "butter"],
  },
  {
    vegetable: ["garlic", "spring onion", "red pepper", "green bean", "cabbage", "carrot", "broccoli"],
    herb: ["coriander", "basil", "mint"],
    grain: ["rice", "rice noodle", "noodle"],
    dairy: [],
  },
  {
    vegetable: ["tomato", "cucumber", "red onion", "aubergine", "courgette", "red pepper", "rocket", "garlic"],
    herb: ["parsley", "mint", "dill"],
    grain: ["couscous", "bread", "quinoa"],
    dairy: ["feta", "yogurt"],
  },
  {
    vegetable: ["onion", "carrot", "celery", "potato", "leek", "pea", "cabbage", "mushroom"],
    herb: ["thyme", "parsley", "chive"],
    grain: ["bread", "plain flour", "oat"],
    dairy: ["butter", "cheddar", "milk", "cream"],
  },
  {
    vegetable: ["onion", "lettuce", "tomato", "sweetcorn", "sweet potato", "kale", "broccoli", "beetroot"],
    herb: ["parsley", "chive", "dill"],
    grain: ["bread", "rice", "quinoa"],
    dairy: ["cheddar", "butter", "milk"],
  },
] as const;

const mealShape = {
  breakfast: { calories: [250, 560], protein: [8, 30] },
  lunch: { calories: [350, 750], protein: [15, 45] },
  dinner: { calories: [420, 900], protein: [20, 55] },
  snack: { calories: [90, 320], protein: [2, 15] },
} as const;

type TKind = "meat" | "fish" | "vegetarian" | "vegan";

export interface TCandidatePoolSpec {
  count: number;
  seed: number;
  /** Share of recipes without calories and protein (default 0.1). */
  unknownNutrition?: number;
  /** Share saved by the cook, and by creators they follow (defaults 0.02 and 0.05). */
  saved?: number;
  followed?: number;
}

export function generateCandidates(spec: TCandidatePoolSpec): TPlanCandidate[] {
  const random = createRandom(spec.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const pickSome = <T>(list: readonly T[], count: number): T[] => {
    const chosen = new Set<T>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
    return [...chosen];
  };
  const between = ([low, high]: readonly [number, number]) => low + random() * (high - low);
  const candidates: TPlanCandidate[] = [];
  for (let n = 0; n < spec.count; n++) {
    const roll = random();
    const meal = roll < 0.2 ? "breakfast" : roll < 0.45 ? "lunch" : roll < 0.85 ? "dinner" : "snack";
    const meals: string[] = [meal];
    if (meal === "dinner" && random() < 0.35) meals.push("lunch");
    if (meal === "lunch" && random() < 0.3) meals.push("dinner");
    const kindRoll = random();
    const kind: TKind = kindRoll < 0.38 ? "meat" : kindRoll < 0.5 ? "fish" : kindRoll < 0.78 ? "vegetarian" : "vegan";
    const recipeFoods = new Set<string>();
    const main =
      kind === "meat"
        ? pick(foods.meat)
        : kind === "fish"
          ? pick(foods.fish)
          : kind === "vegan"
            ? pick(foods.plantProtein)
            : pick([...foods.plantProtein, ...foods.eggDairyProtein]);
    if (meal === "breakfast") {
      recipeFoods.add(kind === "vegan" ? pick(["oat", "tofu", "banana"]) : pick(["egg", "oat", "yogurt", "bread"]));
      for (const fruit of pickSome(foods.fruit, 1 + Math.floor(random() * 2))) recipeFoods.add(fruit);
    } else if (meal === "snack") {
      recipeFoods.add(pick([...foods.fruit, "chickpea", "oat"]));
    } else recipeFoods.add(main);
    const cuisine = pick(cuisines);
    const vegetableCount =
      meal === "snack" ? 1 : meal === "breakfast" ? Math.floor(random() * 3) : 2 + Math.floor(random() * 4);
    for (let v = 0; v < vegetableCount; v++) {
      recipeFoods.add(random() < 0.8 ? pick(cuisine.vegetable) : pick(foods.vegetable));
    }
    if (random() < 0.6) recipeFoods.add(pick(cuisine.herb));
    if (random() < 0.7) recipeFoods.add(random() < 0.8 ? pick(cuisine.grain) : pick(foods.freeGrain));
    if (kind !== "vegan" && cuisine.dairy.length > 0 && random() < 0.45) recipeFoods.add(pick(cuisine.dairy));
    if (random() < 0.15) recipeFoods.add(pick(foods.nut));
    if (kind !== "vegan" && random() < 0.08) recipeFoods.add("honey");
    for (const item of pickSome(foods.pantry, 2 + Math.floor(random() * 3))) recipeFoods.add(item);
    const list = [...recipeFoods];
    const hasAny = (group: readonly string[]) => list.some((food) => group.includes(food));
    const animal = [...foods.eggDairyProtein, ...foods.dairy, "yogurt", "egg", "honey"];
    const diets: string[] = [];
    if (!hasAny(foods.meat)) diets.push("pescatarian");
    if (!hasAny(foods.meat) && !hasAny(foods.fish)) diets.push("vegetarian");
    if (diets.includes("vegetarian") && !hasAny(animal)) diets.push("vegan");
    if (!hasAny([...foods.dairy, ...foods.eggDairyProtein.filter((f) => f !== "egg"), "yogurt"]))
      diets.push("dairy-free");
    if (!hasAny(foods.nut)) diets.push("nut-free");
    if (!hasAny([...foods.glutenGrain, "bread"])) diets.push("gluten-free");
    const shape = mealShape[meal];
    const isUnknown = random() < (spec.unknownNutrition ?? 0.1);
    const sourceRoll = random();
    const source: TCandidateSource =
      sourceRoll < (spec.saved ?? 0.02)
        ? "saved"
        : sourceRoll < (spec.saved ?? 0.02) + (spec.followed ?? 0.05)
          ? "followed"
          : "public";
    const minutes = Math.round(5 + Math.exp(random() * Math.log(116)));
    candidates.push({
      id: `r${spec.seed}-${n}`,
      title: `${capitalize(list[0])} with ${list[1] ?? "herbs"} ${n}`,
      meals,
      diets,
      foods: list,
      caloriesPerServing: isUnknown ? null : Math.round(between(shape.calories)),
      proteinPerServing: isUnknown ? null : Math.round(between(shape.protein)),
      totalMinutes: minutes,
      prepMinutes: Math.min(minutes, 5 + Math.round(random() * 20)),
      source,
    });
  }
  return candidates;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
