/**
 * Demo data: five accounts (README.md "Demo accounts"), their blogs, follows and collections, and
 * close to 400 original recipes (80-odd written by hand, the rest everyday dishes in families, see
 * recipes/everyday/) with generated illustrations, stored under `demo/` in Ladle's storage (the data
 * folder, or object storage), like any upload, so every host serves them.
 */
import { inArray, sql } from "drizzle-orm";
import type { TDb } from "../client.ts";
import {
  blogCategories,
  blogCategoryRecipes,
  blogCollections,
  blogFeaturedRecipes,
  blogPrices,
  blogs,
  collectionRecipes,
  collections,
  follows,
  mealPlanEntries,
  mealPlanPublications,
  mealPlans,
  payments,
  payoutAccounts,
  payouts,
  profiles,
  recipeDailyStats,
  recipes,
  recipeViews,
  reviews,
  shoppingListItems,
  shoppingListMembers,
  shoppingLists,
  subscriptions,
  users,
} from "../schema.ts";
import { demoAccounts } from "./accounts.ts";
import { buildDemoData, type TDemoFile } from "./demo-data.ts";
import { buildEngagementData } from "./engagement.ts";
import { buildDemoMealPlans } from "./meal-plans.ts";
import { buildDemoShoppingList } from "./shopping-list.ts";
import { buildDemoSubscriptions } from "./subscriptions.ts";

export { demoAccountDetails, demoAccounts, type TDemoAccountKey } from "./accounts.ts";
export { demoFolder, slugify } from "./demo-data.ts";

/** What the seed needs of the server's storage (src/server/lib/storage), which db may not import. */
export interface TSeedStorage {
  put(object: { key: string; body: string; contentType: string }): Promise<unknown>;
  urlOf(key: string): string;
}

export interface TSeedOptions {
  db: TDb;
  /** Where the demo images go. */
  storage: TSeedStorage;
  /** The moment the demo content is dated back from; tests pin it. */
  now?: Date;
}

export interface TSeedSummary {
  users: number;
  recipes: number;
  collections: number;
  files: number;
}

/** Seeds the demo data when the database has no users yet. Returns whether it seeded. */
export async function seedIfEmpty({ db, storage, now }: TSeedOptions): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await seedDemoData({ db, storage, now });
  return true;
}

/** Whether any demo account exists (the CLI refuses to seed twice). */
export async function hasDemoData({ db }: { db: TDb }): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, Object.values(demoAccounts)))
    .limit(1);
  return rows.length > 0;
}

/** Deletes the demo accounts; their profiles, blogs, recipes, follows and collections cascade. */
export async function deleteDemoData({ db }: { db: TDb }): Promise<void> {
  await db.delete(users).where(inArray(users.email, Object.values(demoAccounts)));
}

export async function seedDemoData({ db, storage, now }: TSeedOptions): Promise<TSeedSummary> {
  const data = buildDemoData({ now, urlOf: (key) => storage.urlOf(key) });
  // The images are stored while the rows go in (writing files or uploading overlaps the database's
  // work), and the transaction commits only once every image is stored, so no committed row ever
  // points at a missing image; a failed upload rolls the rows back.
  const storing = storeDemoFiles(storage, data.files);
  // Handled here too, so a failure while the transaction is still running is not reported as unhandled.
  storing.catch(() => {});
  await db.transaction(async (tx) => {
    await tx.insert(users).values(data.users);
    await tx.insert(profiles).values(data.profiles);
    await tx.insert(blogs).values(data.blogs);
    await tx.insert(recipes).values(data.recipes);
    await tx.insert(follows).values(data.follows);
    await tx.insert(collections).values(data.collections);
    await tx.insert(collectionRecipes).values(data.collectionRecipes);
    await tx.insert(blogCategories).values(data.blogRows.blogCategories);
    await tx.insert(blogCategoryRecipes).values(data.blogRows.blogCategoryRecipes);
    await tx.insert(blogFeaturedRecipes).values(data.blogRows.blogFeaturedRecipes);
    await tx.insert(blogCollections).values(data.blogRows.blogCollections);
    const engagement = buildEngagementData(data, now);
    await tx.insert(reviews).values(engagement.reviews);
    await tx.insert(recipeDailyStats).values(engagement.dailyStats);
    await tx.insert(recipeViews).values(engagement.recentViews);
    const plans = buildDemoMealPlans({ ...data, now });
    await tx.insert(mealPlans).values(plans.mealPlans);
    await tx.insert(mealPlanEntries).values(plans.mealPlanEntries);
    await tx.insert(mealPlanPublications).values(plans.mealPlanPublications);
    const shopping = buildDemoShoppingList({ ...data, now });
    await tx.insert(shoppingLists).values(shopping.shoppingLists);
    await tx.insert(shoppingListMembers).values(shopping.shoppingListMembers);
    await tx.insert(shoppingListItems).values(shopping.shoppingListItems);
    const paid = buildDemoSubscriptions({ ...data, now });
    await tx.insert(blogPrices).values(paid.blogPrices);
    await tx.insert(payoutAccounts).values(paid.payoutAccounts);
    await tx.insert(subscriptions).values(paid.subscriptions);
    await tx.insert(payments).values(paid.payments);
    await tx.insert(payouts).values(paid.payouts);
    await storing;
  });
  return {
    users: data.users.length,
    recipes: data.recipes.length,
    collections: data.collections.length,
    files: data.files.length,
  };
}

/** A few at a time: object storage answers many small requests better than a burst of 400. */
async function storeDemoFiles(storage: TSeedStorage, files: TDemoFile[]) {
  const queue = [...files];
  const storeNext = async (): Promise<void> => {
    const file = queue.shift();
    if (!file) return;
    await storage.put({ key: file.key, body: file.contents, contentType: "image/svg+xml" });
    await storeNext();
  };
  await Promise.all(Array.from({ length: 8 }, storeNext));
}
