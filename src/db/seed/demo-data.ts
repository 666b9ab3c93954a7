/**
 * Builds every demo row and file in memory, without touching the database or the disk, so the seed
 * can insert them in a few batched statements.
 */
import { createHash, randomUUID } from "node:crypto";
import type { TIngredientGroup, TInstructionSection } from "#core/recipes/recipe.schema.ts";
import { buildBlog, type TBlogInsert } from "../factories/blog.ts";
import type { TCollectionInsert } from "../factories/collection.ts";
import { buildFollow, type TFollowInsert } from "../factories/follow.ts";
import { buildProfile, type TProfileInsert } from "../factories/profile.ts";
import { buildRecipe, type TRecipeInsert } from "../factories/recipe.ts";
import { buildUser, type TUserInsert } from "../factories/user.ts";
import type { collectionRecipes } from "../schema.ts";
import { demoAccountDetails, demoCollections, demoFollows, type TDemoAccountKey } from "./accounts.ts";
import { drawAvatar } from "./avatar.ts";
import { buildDemoBlogRows, drawBlogAvatar, drawBlogBanner, type TDemoBlogRows } from "./blogs.ts";
import { drawDishIllustration } from "./illustration.ts";
import { parseIngredientNotation } from "./ingredient-notation.ts";
import { demoRecipes, featuredDemoRecipes, type TDemoRecipe } from "./recipes/index.ts";

const day = 24 * 60 * 60 * 1000;

/** The demo creators have written for about two years; the hand-written recipes are the newest. */
const joinedDaysAgo = 760;
const featuredSpanDays = 59;
const everydaySpanDays = 690;

/**
 * When a demo recipe was published: the hand-written ones over the last two months, newest first,
 * and the everyday ones before them, back over two years, at varied times of day.
 */
function toCreatedAt(now: Date, index: number): Date {
  const featured = featuredDemoRecipes.length;
  const hourOfDay = ((index * 7) % 11) * 3_600_000;
  if (index < featured) return new Date(now.getTime() - (index * featuredSpanDays * day) / featured - hourOfDay);
  const everydayIndex = index - featured;
  const everydayCount = demoRecipes.length - featured;
  const daysAgo = featuredSpanDays + 1 + (everydayIndex * (everydaySpanDays - featuredSpanDays)) / everydayCount;
  return new Date(now.getTime() - daysAgo * day - hourOfDay);
}

/** The storage folder of the demo images. */
export const demoFolder = "demo/";

export interface TDemoFile {
  /** The storage key: "demo/<name>-<hash of the contents>.svg". */
  key: string;
  contents: string;
}

/**
 * A demo image's key names its contents, so a key never comes back with different contents (when
 * the drawings change): browsers may cache every stored object for good.
 */
function toDemoFile(name: string, contents: string): TDemoFile {
  const hash = createHash("sha256").update(contents).digest("hex").slice(0, 10);
  return { key: `${demoFolder}${name}-${hash}.svg`, contents };
}

export interface TDemoData {
  users: TUserInsert[];
  profiles: TProfileInsert[];
  blogs: TBlogInsert[];
  recipes: TRecipeInsert[];
  follows: TFollowInsert[];
  collections: TCollectionInsert[];
  collectionRecipes: Array<typeof collectionRecipes.$inferInsert>;
  /** The blogs' categories, featured recipes and collections. */
  blogRows: TDemoBlogRows;
  files: TDemoFile[];
}

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function toIngredientGroups(ingredients: TDemoRecipe["ingredients"]): TIngredientGroup[] {
  const groups: Array<[string | null, string[]]> = Array.isArray(ingredients)
    ? [[null, ingredients]]
    : Object.entries(ingredients);
  return groups.map(([name, lines]) => ({ name, lines: lines.map(parseIngredientNotation) }));
}

function toInstructionSections(steps: TDemoRecipe["steps"]): TInstructionSection[] {
  const sections: Array<[string | null, string[]]> = Array.isArray(steps) ? [[null, steps]] : Object.entries(steps);
  return sections.map(([name, sectionSteps]) => ({ name, steps: sectionSteps }));
}

export function buildDemoData({
  now = new Date(),
  urlOf,
}: {
  now?: Date;
  /** The URL the storage will serve a key at. */
  urlOf: (key: string) => string;
}): TDemoData {
  const files: TDemoFile[] = [];
  const userIds = {} as Record<TDemoAccountKey, string>;
  const blogIds: Partial<Record<TDemoAccountKey, string>> = {};
  const users: TUserInsert[] = [];
  const profiles: TProfileInsert[] = [];
  const blogs: TBlogInsert[] = [];

  const joinedAt = new Date(now.getTime() - joinedDaysAgo * day);
  for (const account of Object.values(demoAccountDetails)) {
    const avatarFile = toDemoFile(
      `avatar-${account.username}`,
      drawAvatar({ name: account.name, seed: account.username }),
    );
    files.push(avatarFile);
    const avatarUrl = urlOf(avatarFile.key);
    const user = buildUser({
      name: account.name,
      email: account.email,
      image: avatarUrl,
      emailVerified: true,
      completedRegistration: true,
      isAdmin: account.isAdmin === true,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
    userIds[account.key] = user.id!;
    users.push(user);
    profiles.push(
      buildProfile({
        id: user.id!,
        name: account.name,
        username: account.username,
        bio: account.bio,
        avatarUrl,
        isPublic: account.isPublic ?? true,
        createdAt: joinedAt,
        updatedAt: joinedAt,
      }),
    );
    if (account.blog) {
      const banner = toDemoFile(
        `blog-banner-${account.blog.shortlink}`,
        drawBlogBanner({ seed: account.blog.shortlink }),
      );
      const blogAvatar = toDemoFile(
        `blog-avatar-${account.blog.shortlink}`,
        drawBlogAvatar({ title: account.blog.title, seed: account.blog.shortlink }),
      );
      files.push(banner, blogAvatar);
      const blog = buildBlog({
        id: randomUUID(),
        ownerId: user.id!,
        ...account.blog,
        avatarKey: blogAvatar.key,
        bannerKey: banner.key,
        createdAt: joinedAt,
      });
      blogIds[account.key] = blog.id!;
      blogs.push(blog);
    }
  }

  const slugs = new Set<string>();
  const recipesByTitle = new Map<string, { id: string; createdAt: Date }>();
  const recipes = demoRecipes.map((demo, index): TRecipeInsert => {
    const slug = slugify(demo.title);
    if (slugs.has(slug)) throw new Error(`Two demo recipes share the slug "${slug}"`);
    slugs.add(slug);
    const ingredientGroups = toIngredientGroups(demo.ingredients);
    const foods = ingredientGroups.flatMap((g) => g.lines.map((line) => line.food ?? line.text));
    const illustration = toDemoFile(slug, drawDishIllustration({ seed: slug, title: demo.title, ingredients: foods }));
    files.push(illustration);
    const createdAt = toCreatedAt(now, index);
    const id = randomUUID();
    recipesByTitle.set(demo.title, { id, createdAt });
    const [calories, fat, saturatedFat, carbohydrate, sugar, fiber, protein, sodium] = demo.nutrition;
    return buildRecipe({
      id,
      authorId: userIds[demo.author],
      blogId: blogIds[demo.author] ?? null,
      title: demo.title,
      description: demo.description,
      imageUrl: urlOf(illustration.key),
      servings: demo.servings,
      yieldText: demo.yieldText ?? `${demo.servings} servings`,
      prepMinutes: demo.prep,
      cookMinutes: demo.cook,
      totalMinutes: demo.total ?? demo.prep + demo.cook,
      ingredientGroups,
      instructionSections: toInstructionSections(demo.steps),
      courses: demo.courses,
      cuisines: demo.cuisines,
      diets: demo.diets,
      nutrition: {
        calories,
        fatContent: fat,
        saturatedFatContent: saturatedFat,
        carbohydrateContent: carbohydrate,
        sugarContent: sugar,
        fiberContent: fiber,
        proteinContent: protein,
        sodiumContent: sodium,
      },
      visibility: demo.visibility ?? "public",
      isFeatured: demo.isFeatured ?? false,
      createdAt,
      updatedAt: createdAt,
    });
  });

  // The readers' subscriptions to the `pro` blog and their payments are seeded beside this data
  // (subscriptions.ts), once the blogs are in.
  const follows = demoFollows.map(([follower, followee], i) =>
    buildFollow({
      followerId: userIds[follower],
      followeeId: userIds[followee],
      createdAt: new Date(now.getTime() - (80 - i) * day),
    }),
  );

  const collections: TCollectionInsert[] = [];
  const collectionRows: TDemoData["collectionRecipes"] = [];
  demoCollections.forEach((demo, i) => {
    const id = randomUUID();
    const createdAt = new Date(now.getTime() - 60 * day + i * 3_600_000);
    collections.push({
      id,
      ownerId: userIds[demo.owner],
      name: demo.name,
      description: demo.description,
      visibility: demo.visibility ?? "public",
      createdAt,
      updatedAt: createdAt,
    });
    demo.recipes.forEach((title, position) => {
      const recipe = recipesByTitle.get(title);
      if (!recipe) throw new Error(`Demo collection "${demo.name}" names an unknown recipe "${title}"`);
      // Saved a few hours after the recipe was published, never in the future.
      const addedAt = Math.min(now.getTime(), recipe.createdAt.getTime() + (position + 1) * 4 * 3_600_000);
      collectionRows.push({ collectionId: id, recipeId: recipe.id, addedAt: new Date(addedAt), position });
    });
  });

  const blogRows = buildDemoBlogRows({ blogs, recipes, collections });
  return { users, profiles, blogs, recipes, follows, collections, collectionRecipes: collectionRows, blogRows, files };
}
