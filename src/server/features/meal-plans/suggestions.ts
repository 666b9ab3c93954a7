/**
 * Meal Plan Suggested Recipes: recipes the viewer can read (public ones, their own, and the paywalled
 * recipes of blogs they pay for) that keep to the plan's diets and use ingredients its recipes
 * already need (less to buy, less left over), most shared ingredients first.
 */
import { and, arrayContains, desc, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import { isStapleFood } from "#core/meal-plans/food-words.ts";
import type { TSuggestedRecipe } from "#core/meal-plans/meal-plan-view.schema.ts";
import type { TIngredientGroup } from "#core/recipes/recipe.schema.ts";
import type { TDb } from "#db/client.ts";
import { mealPlanEntries, profiles, recipes } from "#db/schema.ts";
import { listPaidBlogIds } from "../recipes/access.ts";
import { cardColumns, toCards } from "../recipes/recipe-lists.ts";
import { findVisiblePlan } from "./access.ts";
import { resolveRecipeReaches } from "./plan-view.ts";

/** How many of the plan's ingredients the search looks for (the most used ones). */
const maxFoods = 15;
/** Candidates ranked by the database before they are counted exactly. */
const candidatePool = 60;

/** "Red lentils" and "red lentils, rinsed" are one food for this purpose. */
export function normalizeFood(food: string): string {
  return food
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z\s]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The foods worth sharing: the recipe's canonical foods (or, for a row not yet derived, the foods its
 * lines name), kitchen staples left out since they keep.
 */
export function foodsOf(recipe: { foods: string[] | null; ingredientGroups: TIngredientGroup[] }): string[] {
  const named =
    recipe.foods ?? recipe.ingredientGroups.flatMap((g) => g.lines.map((line) => normalizeFood(line.food ?? "")));
  return [...new Set(named.filter((food) => food.length > 1 && !isStapleFood(food)))];
}

/** The plan's foods, most used first, and the diets every suggestion must keep to. */
async function readPlanNeeds(db: TDb, viewerId: string | null, plan: { id: string; diets: string[] }) {
  const rows = await db
    .select({
      id: recipes.id,
      authorId: recipes.authorId,
      visibility: recipes.visibility,
      blogId: recipes.blogId,
      diets: recipes.diets,
      foods: recipes.foods,
      ingredientGroups: recipes.ingredientGroups,
    })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(eq(mealPlanEntries.mealPlanId, plan.id));
  const reachOf = await resolveRecipeReaches({ db, viewerId, recipes: rows });
  const readable = rows.filter((row) => reachOf(row) === "full");
  const uses = new Map<string, number>();
  for (const row of readable) for (const food of foodsOf(row)) uses.set(food, (uses.get(food) ?? 0) + 1);
  const foods = [...uses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([food]) => food);
  // A plan without its own diets keeps to those all its recipes share.
  const diets =
    plan.diets.length > 0 || readable.length === 0
      ? plan.diets
      : readable.map((r) => r.diets).reduce((shared, d) => shared.filter((diet) => d.includes(diet)));
  return { foods, diets, planRecipeIds: [...new Set(rows.map((r) => r.id))] };
}

export async function listSuggestedRecipes({
  db,
  viewerId,
  mealPlanId,
  limit = 12,
}: {
  db: TDb;
  viewerId: string | null;
  mealPlanId: string;
  limit?: number;
}): Promise<TSuggestedRecipe[]> {
  const { row, access } = await findVisiblePlan({ db, viewerId, mealPlanId });
  // A teaser names no recipes, so nothing may be derived from them either.
  if (access !== "full") return [];
  const needs = await readPlanNeeds(db, viewerId, row);
  const searchFoods = needs.foods.slice(0, maxFoods);
  const paidBlogIds = viewerId ? await listPaidBlogIds({ db, viewerId }) : [];
  const readable = or(
    eq(recipes.visibility, "public"),
    viewerId ? and(eq(recipes.authorId, viewerId), sql`${recipes.visibility} <> 'draft'`) : undefined,
    paidBlogIds.length > 0 ? and(eq(recipes.visibility, "paywalled"), inArray(recipes.blogId, paidBlogIds)) : undefined,
  );
  const conditions: (SQL | undefined)[] = [
    readable,
    needs.diets.length > 0 ? arrayContains(recipes.diets, needs.diets) : undefined,
    needs.planRecipeIds.length > 0 ? notInArray(recipes.id, needs.planRecipeIds) : undefined,
  ];
  const foodArray = sql`array[${sql.join(
    searchFoods.map((food) => sql`${food}`),
    sql`, `,
  )}]::text[]`;
  // Recipes whose foods were derived share them by the GIN index; older rows by their words.
  const textQuery = sql.join(
    searchFoods.map((food) => sql`plainto_tsquery('english', ${food})`),
    sql` || `,
  );
  // Without foods to share (a plan of teasers only) nothing ranks by them: a bare `0` in ORDER BY
  // would be read as a column position, which PostgreSQL refuses.
  const shared =
    searchFoods.length > 0
      ? [
          desc(
            sql<number>`coalesce(cardinality(array(select unnest(${recipes.foods}) intersect select unnest(${foodArray}))), 0)`,
          ),
        ]
      : [];
  const matches =
    searchFoods.length > 0
      ? sql`(${recipes.foods} && ${foodArray} or (${recipes.foods} is null and ${recipes.searchVector} @@ (${textQuery})))`
      : undefined;
  const rows = await db
    .select({ ...cardColumns, foods: recipes.foods, ingredientGroups: recipes.ingredientGroups })
    .from(recipes)
    .leftJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(and(...conditions, matches))
    .orderBy(...shared, desc(recipes.createdAt), desc(recipes.id))
    .limit(searchFoods.length > 0 ? candidatePool : limit);
  const planFoods = new Set(searchFoods);
  const scored = rows
    .map((r, order) => ({ row: r, order, shared: foodsOf(r).filter((food) => planFoods.has(food)) }))
    .sort((a, b) => b.shared.length - a.shared.length || a.order - b.order)
    .slice(0, limit);
  const cards = await toCards(
    db,
    scored.map((s) => s.row),
  );
  // Only recipes the viewer reads are suggested, so a paywalled one is theirs or paid for: a whole
  // card (time and diets), as on their purchased recipes, never a teaser.
  return cards.map((card, i) => ({
    ...card,
    isPaywalled: false,
    totalMinutes: scored[i].row.totalMinutes,
    diets: scored[i].row.diets,
    sharedIngredients: scored[i].shared,
  }));
}
