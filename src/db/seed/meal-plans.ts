/**
 * Demo meal plans: Sam's family week (public) and next week (private), Nora's green week published
 * free on her blog, and Luca's Sunday projects published for his subscribers. Built from the demo
 * recipes by title, so a renamed recipe fails the seed's tests instead of silently leaving a gap.
 */
import { randomUUID } from "node:crypto";
import type { TMealSlot } from "../../core/meal-plans/meal-slots.ts";
import type { TBlogInsert } from "../factories/blog.ts";
import type { TMealPlanInsert } from "../factories/meal-plan.ts";
import type { TRecipeInsert } from "../factories/recipe.ts";
import type { TUserInsert } from "../factories/user.ts";
import type { mealPlanEntries, mealPlanPublications } from "../schema.ts";
import { demoAccounts, type TDemoAccountKey } from "./accounts.ts";

const day = 24 * 60 * 60 * 1000;

/** [day, meal, recipe title, servings, note?] */
type TDemoEntry = [number, TMealSlot, string, number, string?];

interface TDemoMealPlan {
  owner: TDemoAccountKey;
  title: string;
  description: string;
  urlSlug: string;
  dayCount: number;
  diets?: string[];
  visibility: "public" | "private";
  publication?: { isPaywalled: boolean };
  entries: TDemoEntry[];
}

const demoMealPlans: TDemoMealPlan[] = [
  {
    owner: "cook",
    title: "Weeknight family dinners",
    description: "Seven dinners the kids actually eat, with leftovers for a couple of lunches.",
    urlSlug: "weeknight-family-dinners",
    dayCount: 7,
    visibility: "public",
    entries: [
      [0, "dinner", "Lemon Garlic Sheet-Pan Chicken Thighs", 4],
      [1, "lunch", "Chicken Noodle Soup", 4, "Use Monday's leftover chicken"],
      [1, "dinner", "Classic Spaghetti Bolognese", 6, "Double batch: freeze half"],
      [2, "dinner", "Egg Fried Rice", 4],
      [3, "lunch", "Creamy Potato and Leek Soup", 4],
      [3, "dinner", "Honey Soy Chicken Stir-Fry", 4],
      [4, "dinner", "Chicken Fajitas", 4],
      [5, "breakfast", "Cinnamon French Toast", 4],
      [5, "dinner", "Stovetop Mac and Cheese", 4],
      [6, "breakfast", "Strawberry Banana Smoothie", 4],
      [6, "dinner", "Slow-Cooker Pulled Pork", 6],
    ],
  },
  {
    owner: "cook",
    title: "Next week",
    description: "",
    urlSlug: "next-week-samcooks",
    dayCount: 5,
    visibility: "private",
    entries: [
      [0, "dinner", "Smoky Jollof Rice", 4],
      [2, "dinner", "Chunky Guacamole", 4, "With the fajita leftovers"],
    ],
  },
  {
    owner: "greens",
    title: "A green week",
    description: "A week of colourful vegetarian cooking: soups and salads for lunch, curries and bowls for dinner.",
    urlSlug: "a-green-week",
    dayCount: 7,
    diets: ["vegetarian"],
    visibility: "public",
    publication: { isPaywalled: false },
    entries: [
      [0, "breakfast", "Berry Overnight Oats", 2],
      [0, "lunch", "Spiced Red Lentil Soup", 2],
      [0, "dinner", "Chickpea and Spinach Coconut Curry", 2],
      [1, "lunch", "Greek Village Salad", 2],
      [1, "dinner", "Black Bean Tacos with Mango Salsa", 2],
      [2, "breakfast", "Maple Pecan Granola", 2],
      [2, "lunch", "Roasted Tomato Soup", 2],
      [2, "dinner", "Crispy Tofu and Vegetable Stir-Fry", 2],
      [3, "lunch", "Warm Lentil Salad with Goat's Cheese", 2],
      [3, "dinner", "Sweet Potato and Black Bean Chili", 4, "Makes Friday's lunch too"],
      [4, "lunch", "Sweet Potato and Black Bean Chili", 2],
      [4, "dinner", "Falafel Bowls with Tahini Sauce", 2],
      [4, "snack", "Silky Hummus", 2],
      [5, "dinner", "Vegetable Pad Thai", 2],
      [6, "lunch", "Roasted Butternut Squash Soup", 2],
      [6, "dinner", "Mushroom Stroganoff", 2],
    ],
  },
  {
    owner: "pro",
    title: "Sunday projects",
    description: "Four weekend cooking projects for members, from a proper roast chicken to tiramisu.",
    urlSlug: "sunday-projects",
    dayCount: 4,
    visibility: "public",
    publication: { isPaywalled: true },
    entries: [
      [0, "dinner", "Herb Roast Chicken with Crispy Potatoes", 4],
      [1, "dinner", "Weekend Beef Lasagne", 6],
      [2, "dinner", "Chicken and Chorizo Paella", 4],
      [3, "lunch", "French Onion Soup", 4],
      [3, "snack", "Classic Tiramisu", 8, "Make it the night before"],
    ],
  },
];

export interface TDemoMealPlanRows {
  mealPlans: TMealPlanInsert[];
  mealPlanEntries: Array<typeof mealPlanEntries.$inferInsert>;
  mealPlanPublications: Array<typeof mealPlanPublications.$inferInsert>;
}

export function buildDemoMealPlans({
  users,
  blogs,
  recipes,
  now = new Date(),
}: {
  users: TUserInsert[];
  blogs: TBlogInsert[];
  recipes: TRecipeInsert[];
  now?: Date;
}): TDemoMealPlanRows {
  const userIdOf = (key: TDemoAccountKey) => {
    const user = users.find((u) => u.email === demoAccounts[key]);
    if (!user?.id) throw new Error(`No demo user "${key}"`);
    return user.id;
  };
  const recipeIdOf = (title: string) => {
    const recipe = recipes.find((r) => r.title === title);
    if (!recipe?.id) throw new Error(`A demo meal plan names an unknown recipe "${title}"`);
    return recipe.id;
  };
  const rows: TDemoMealPlanRows = { mealPlans: [], mealPlanEntries: [], mealPlanPublications: [] };
  demoMealPlans.forEach((demo, i) => {
    const id = randomUUID();
    const ownerId = userIdOf(demo.owner);
    const createdAt = new Date(now.getTime() - (10 - i) * day);
    const { isPaywalled = false } = demo.publication ?? {};
    rows.mealPlans.push({
      id,
      ownerId,
      title: demo.title,
      description: demo.description,
      startDate: null,
      dayCount: demo.dayCount,
      diets: demo.diets ?? [],
      visibility: isPaywalled ? "paywalled" : demo.visibility,
      urlSlug: demo.urlSlug,
      createdAt,
      updatedAt: createdAt,
    });
    const positions = new Map<string, number>();
    for (const [entryDay, slot, title, servings, note = ""] of demo.entries) {
      const key = `${entryDay}:${slot}`;
      const position = positions.get(key) ?? 0;
      positions.set(key, position + 1);
      rows.mealPlanEntries.push({
        mealPlanId: id,
        day: entryDay,
        slot,
        position,
        recipeId: recipeIdOf(title),
        servings,
        note,
      });
    }
    if (demo.publication) {
      const blog = blogs.find((b) => b.ownerId === ownerId);
      if (!blog?.id) throw new Error(`Demo meal plan "${demo.title}" is published, but its owner has no blog`);
      rows.mealPlanPublications.push({ mealPlanId: id, blogId: blog.id, isPaywalled, publishedAt: createdAt });
    }
  });
  return rows;
}
