import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, arrayContains, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveRole } from "#core/access/roles.ts";
import { blogHomeFeaturedCount, blogHomeLatestCount } from "#core/blogs/blog-home.ts";
import { findPublishingGaps, isPublished } from "#core/recipes/publishing.ts";
import { mergeListLines } from "#core/shopping/merge-lines.ts";
import { applySnapshot } from "#core/subscriptions/subscription-state.ts";
import { openDatabase, type TDatabase } from "../client.ts";
import {
  blogFeaturedRecipes,
  blogs,
  collectionRecipes,
  collections,
  follows,
  mealPlanPublications,
  mealPlans,
  payments,
  payouts,
  profiles,
  recipes,
  shoppingListItems,
  shoppingListMembers,
  shoppingLists,
  subscriptions,
  users,
} from "../schema.ts";
import { demoAccounts, seedIfEmpty, type TSeedStorage } from "./index.ts";

let database: TDatabase;
let uploadsDir: string;
let firstSeed: { seeded: boolean };

/** A folder, as the server's local storage keeps it (db may not import the server's). */
const storage: TSeedStorage = {
  async put({ key, body }) {
    fs.mkdirSync(path.dirname(path.join(uploadsDir, key)), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, key), body);
  },
  urlOf: (key) => `/uploads/${key}`,
};

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-seed-"));
  database = await openDatabase();
  await database.migrate();
  const seeded = await seedIfEmpty({ db: database.db, storage });
  firstSeed = { seeded };
}, 60_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function findAccount(email: string) {
  const [row] = await database.db
    .select({ user: users, profile: profiles, blog: blogs })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(blogs, eq(blogs.ownerId, users.id))
    .where(eq(users.email, email));
  return row;
}

function roleOf(account: Awaited<ReturnType<typeof findAccount>>) {
  return deriveRole({
    isLoggedIn: true,
    blog: account.blog ? { has_paywalled_content: account.blog.hasPaywalledContent } : null,
  });
}

async function countPublicMatching(term: string) {
  const [{ count }] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(recipes)
    .where(
      and(
        eq(recipes.visibility, "public"),
        or(ilike(recipes.title, `%${term}%`), ilike(recipes.description, `%${term}%`)),
      ),
    );
  return count;
}

describe("demo seed", () => {
  // How long seeding takes is a benchmark figure (bench/startup.ts), not something a busy test
  // machine can judge.
  it("seeds an empty database", () => {
    expect(firstSeed.seeded).toBe(true);
  });

  it("creates the demo accounts with the roles the README promises", async () => {
    const cook = await findAccount(demoAccounts.cook);
    const creator = await findAccount(demoAccounts.creator);
    const pro = await findAccount(demoAccounts.pro);
    const fan = await findAccount(demoAccounts.fan);
    const greens = await findAccount(demoAccounts.greens);
    for (const account of [cook, creator, pro, fan, greens]) {
      expect(account.user.completedRegistration).toBe(true);
      expect(account.user.name).not.toBe("");
      expect(account.profile.username).toBe(account.profile.username.toLowerCase());
      expect(account.profile.bio).not.toBe("");
      expect(account.profile.avatarUrl).toMatch(/^\/uploads\/demo\/avatar-[a-z0-9_]+-[0-9a-f]{10}\.svg$/);
    }
    expect(roleOf(cook)).toBe("AUTHORIZED_USER");
    expect(roleOf(fan)).toBe("AUTHORIZED_USER");
    expect(roleOf(creator)).toBe("BLOG_CREATOR");
    expect(roleOf(greens)).toBe("BLOG_CREATOR");
    expect(roleOf(pro)).toBe("PAYWALLED_BLOG_CREATOR");
    expect(pro.blog?.shortlink).toBe("pro");
  });

  it("has the fan and the cook following the creators", async () => {
    const rows = await database.db
      .select({ follower: users.email, followee: sql<string>`followee.email` })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .innerJoin(sql`users as followee`, sql`followee.id = ${follows.followeeId}`);
    const pairs = rows.map((r) => `${r.follower} -> ${r.followee}`);
    for (const follower of [demoAccounts.fan, demoAccounts.cook]) {
      for (const creator of [demoAccounts.creator, demoAccounts.pro, demoAccounts.greens]) {
        expect(pairs).toContain(`${follower} -> ${creator}`);
      }
    }
  });

  it("writes hundreds of recipes across the creators, with complete public ones and their images", async () => {
    const rows = await database.db.select().from(recipes);
    expect(rows.length).toBeGreaterThanOrEqual(380);
    const publicRows = rows.filter((r) => r.visibility === "public");
    expect(publicRows.length).toBeGreaterThanOrEqual(300);
    for (const recipe of publicRows) {
      const lines = recipe.ingredientGroups.flatMap((g) => g.lines);
      const steps = recipe.instructionSections.flatMap((s) => s.steps);
      expect(lines.length, recipe.title).toBeGreaterThanOrEqual(1);
      expect(steps.length, recipe.title).toBeGreaterThanOrEqual(1);
      for (const line of lines) {
        expect(line.text).not.toBe("");
        expect(line.food, line.text).toMatch(/^[a-zà-ÿ0-9' %.-]+$/);
      }
      expect(recipe.nutrition?.calories).toBeGreaterThan(0);
      expect(recipe.imageUrl).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.svg$/);
      const file = path.join(uploadsDir, recipe.imageUrl!.replace(/^\/uploads\//, ""));
      expect(fs.readFileSync(file, "utf8")).toContain(`role="img"`);
    }
    // Published for subscribers too: an ingredient and a step at least (a product rule).
    for (const recipe of rows.filter((r) => isPublished(r.visibility))) {
      expect(findPublishingGaps(recipe), recipe.title).toEqual([]);
    }
    expect(rows.filter((r) => r.visibility === "draft")).toHaveLength(2);
    expect(rows.filter((r) => r.visibility === "private")).toHaveLength(2);
    expect(rows.some((r) => r.isFeatured)).toBe(true);
  });

  it("puts the paywalled recipes on pro's blog and every creator recipe on its blog", async () => {
    const pro = await findAccount(demoAccounts.pro);
    const paywalled = await database.db.select().from(recipes).where(eq(recipes.visibility, "paywalled"));
    expect(paywalled.length).toBeGreaterThanOrEqual(6);
    for (const recipe of paywalled) expect(recipe.blogId).toBe(pro.blog!.id);
    const creatorRecipes = await database.db
      .select({ blogId: recipes.blogId, ownerBlog: blogs.id })
      .from(recipes)
      .innerJoin(blogs, eq(blogs.ownerId, recipes.authorId));
    expect(creatorRecipes.length).toBeGreaterThan(30);
    for (const row of creatorRecipes) expect(row.blogId).toBe(row.ownerBlog);
  });

  it("features favourites on every demo blog, none of them among the newest its home shows under Latest", async () => {
    const blogRows = await database.db.select({ id: blogs.id }).from(blogs);
    expect(blogRows.length).toBeGreaterThanOrEqual(3);
    for (const blog of blogRows) {
      const featured = await database.db
        .select({ recipeId: blogFeaturedRecipes.recipeId })
        .from(blogFeaturedRecipes)
        .where(eq(blogFeaturedRecipes.blogId, blog.id));
      const newest = await database.db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.blogId, blog.id), inArray(recipes.visibility, ["public", "paywalled"])))
        .orderBy(desc(recipes.createdAt))
        .limit(blogHomeLatestCount);
      expect(featured).toHaveLength(blogHomeFeaturedCount);
      const newestIds = new Set(newest.map((recipe) => recipe.id));
      expect(featured.filter((row) => newestIds.has(row.recipeId))).toEqual([]);
    }
  });

  it("covers the everyday searches", async () => {
    expect(await countPublicMatching("chicken")).toBeGreaterThanOrEqual(5);
    expect(await countPublicMatching("pasta")).toBeGreaterThanOrEqual(3);
    expect(await countPublicMatching("soup")).toBeGreaterThanOrEqual(5);
    expect(await countPublicMatching("salad")).toBeGreaterThanOrEqual(5);
    const count = async (column: typeof recipes.diets | typeof recipes.courses, value: string) =>
      (
        await database.db
          .select({ id: recipes.id })
          .from(recipes)
          .where(arrayContains(column, [value]))
      ).length;
    expect(await count(recipes.diets, "vegan")).toBeGreaterThanOrEqual(100);
    expect(await count(recipes.diets, "pescatarian")).toBeGreaterThanOrEqual(200);
    for (const course of ["breakfast", "lunch", "dinner"]) {
      expect(await count(recipes.courses, course), course).toBeGreaterThanOrEqual(60);
    }
    for (const course of ["snack", "side", "dessert", "drink"]) {
      expect(await count(recipes.courses, course), course).toBeGreaterThanOrEqual(15);
    }
  });

  it("labels diets consistently: vegan implies vegetarian and dairy-free, vegetarian implies pescatarian", async () => {
    const vegan = await database.db
      .select()
      .from(recipes)
      .where(arrayContains(recipes.diets, ["vegan"]));
    for (const recipe of vegan)
      expect(recipe.diets, recipe.title).toEqual(expect.arrayContaining(["vegetarian", "dairy-free"]));
    const vegetarian = await database.db
      .select()
      .from(recipes)
      .where(arrayContains(recipes.diets, ["vegetarian"]));
    for (const recipe of vegetarian) expect(recipe.diets, recipe.title).toContain("pescatarian");
  });

  it("dates every recipe after its author joined and none in the future, over about two years", async () => {
    const rows = await database.db
      .select({ createdAt: recipes.createdAt, joinedAt: users.createdAt })
      .from(recipes)
      .innerJoin(users, eq(users.id, recipes.authorId));
    const day = 24 * 60 * 60 * 1000;
    const times = rows.map((r) => r.createdAt.getTime());
    for (const row of rows) {
      expect(row.createdAt.getTime()).toBeGreaterThan(row.joinedAt.getTime());
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect((Math.max(...times) - Math.min(...times)) / day).toBeGreaterThan(600);
    // Spread out: no day has more than a handful of new recipes.
    const perDay = new Map<string, number>();
    for (const time of times) {
      const key = new Date(time).toISOString().slice(0, 10);
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(4);
  });

  it("has the fan subscribed to pro's blog, with a year of payments, one refund, fees and payouts", async () => {
    const fan = await findAccount(demoAccounts.fan);
    const pro = await findAccount(demoAccounts.pro);
    const blogPayments = await database.db
      .select()
      .from(payments)
      .where(eq(payments.blogId, pro.blog?.id as string));
    const [fanSubscription] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.readerId, fan.user.id));
    expect(fanSubscription).toMatchObject({ blogId: pro.blog?.id, status: "active", cancelAtPeriodEnd: false });
    expect(fanSubscription.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());
    // The fan can cancel: the provider's answer names the period in whole seconds, and takes effect.
    const periodEnd = fanSubscription.currentPeriodEnd as Date;
    const cancelled = applySnapshot(fanSubscription, {
      eventId: "evt_cancel",
      at: new Date(),
      status: "active",
      cancelAtPeriodEnd: true,
      periodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000),
    });
    expect(cancelled).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd });
    expect(blogPayments.filter((p) => p.subscriptionId === fanSubscription.id)).toHaveLength(12);
    expect(blogPayments.filter((p) => p.status === "refunded")).toHaveLength(1);
    expect(blogPayments.every((p) => p.fee === Math.round(p.amount / 10))).toBe(true);
    const paidOut = await database.db
      .select()
      .from(payouts)
      .where(eq(payouts.blogId, pro.blog?.id as string));
    // Each payout is the month before's takings, less fees and refunds.
    expect(paidOut.length).toBeGreaterThan(6);
    for (const payout of paidOut) {
      const month = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
      const taken = blogPayments.filter((p) => month(p.paidAt) === month(payout.arrivalAt) - 1);
      expect(taken.reduce((sum, p) => sum + p.amount - p.fee - p.refundedAmount, 0)).toBe(payout.amount);
    }
  });

  it("gives the cook a shopping list shared with the fan, merged into aisles, some of it ticked off", async () => {
    const [list] = await database.db
      .select({ id: shoppingLists.id })
      .from(shoppingLists)
      .innerJoin(users, eq(users.id, shoppingLists.ownerId))
      .where(eq(users.email, demoAccounts.cook));
    expect(list).toBeDefined();
    const members = await database.db
      .select({ email: users.email, status: shoppingListMembers.status })
      .from(shoppingListMembers)
      .innerJoin(users, eq(users.id, shoppingListMembers.userId))
      .where(eq(shoppingListMembers.listId, list.id));
    expect(members).toEqual([{ email: demoAccounts.fan, status: "joined" }]);
    const rows = await database.db.select().from(shoppingListItems).where(eq(shoppingListItems.listId, list.id));
    const merged = mergeListLines(
      rows.map((row) => ({
        id: row.id,
        text: row.text,
        recipe: row.recipeTitle === null ? null : { id: row.recipeId, title: row.recipeTitle },
        servings: row.servings,
        isChecked: row.isChecked,
      })),
    );
    expect(merged.recipes).toHaveLength(3);
    expect(merged.aisles.length).toBeGreaterThan(2);
    expect(merged.checked.length).toBeGreaterThan(0);
    // Recipes that share foods (garlic, onion, oil) give fewer items than lines.
    expect(merged.itemCount).toBeLessThan(rows.filter((row) => !row.isChecked).length);
  });

  it("makes the admin account Ladle's one administrator", async () => {
    const admins = await database.db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    expect(admins.map((row) => row.email)).toEqual([demoAccounts.admin]);
  });

  it("gives every demo cook one to three collections with recipes in them", async () => {
    const rows = await database.db
      .select({
        email: users.email,
        collection: collections.id,
        recipes: sql<number>`count(${collectionRecipes.recipeId})::int`,
      })
      .from(collections)
      .innerJoin(users, eq(users.id, collections.ownerId))
      .leftJoin(collectionRecipes, eq(collectionRecipes.collectionId, collections.id))
      .groupBy(users.email, collections.id);
    // The administrator's account is staff, not a cook.
    for (const email of Object.values(demoAccounts).filter((e) => e !== demoAccounts.admin)) {
      const own = rows.filter((r) => r.email === email);
      expect(own.length, email).toBeGreaterThanOrEqual(1);
      expect(own.length, email).toBeLessThanOrEqual(3);
      for (const collection of own) expect(collection.recipes).toBeGreaterThan(0);
    }
  });

  it("seeds meal plans: a public and a private one for the cook, one published free, one for subscribers", async () => {
    const rows = await database.db
      .select({
        title: mealPlans.title,
        visibility: mealPlans.visibility,
        isPaywalled: mealPlanPublications.isPaywalled,
        entries: sql<number>`(select count(*)::int from meal_plan_entries e where e.meal_plan_id = ${mealPlans.id})`,
      })
      .from(mealPlans)
      .leftJoin(mealPlanPublications, eq(mealPlanPublications.mealPlanId, mealPlans.id));
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(byTitle["Weeknight family dinners"]).toMatchObject({ visibility: "public", isPaywalled: null });
    expect(byTitle["Next week"]).toMatchObject({ visibility: "private", isPaywalled: null });
    expect(byTitle["A green week"]).toMatchObject({ visibility: "public", isPaywalled: false });
    expect(byTitle["Sunday projects"]).toMatchObject({ visibility: "paywalled", isPaywalled: true });
    for (const row of rows) expect(Number(row.entries), row.title).toBeGreaterThan(0);
  });

  it("does nothing when seeding a database that already has users", async () => {
    const before = await database.db.select({ count: sql<number>`count(*)::int` }).from(recipes);
    expect(await seedIfEmpty({ db: database.db, storage })).toBe(false);
    const after = await database.db.select({ count: sql<number>`count(*)::int` }).from(recipes);
    expect(after).toEqual(before);
  });
});
