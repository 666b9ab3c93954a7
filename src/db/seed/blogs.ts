/**
 * The demo bloggers' blogs as readers see them: a drawn banner and avatar, categories by course,
 * favourites from further back featured (not the newest, which Latest shows), and the blogger's
 * listed collections on the blog. Pure and
 * deterministic, like the rest of the demo data.
 */
import { randomUUID } from "node:crypto";
import { blogHomeFeaturedCount, blogHomeLatestCount } from "#core/blogs/blog-home.ts";
import type { TBlogInsert } from "../factories/blog.ts";
import type { TCollectionInsert } from "../factories/collection.ts";
import type { TRecipeInsert } from "../factories/recipe.ts";
import type { blogCategories, blogCategoryRecipes, blogCollections, blogFeaturedRecipes } from "../schema.ts";
import { drawAvatar } from "./avatar.ts";

export interface TDemoBlogRows {
  blogCategories: Array<typeof blogCategories.$inferInsert>;
  blogCategoryRecipes: Array<typeof blogCategoryRecipes.$inferInsert>;
  blogFeaturedRecipes: Array<typeof blogFeaturedRecipes.$inferInsert>;
  blogCollections: Array<typeof blogCollections.$inferInsert>;
}

/** Categories by course, in the order a food blog usually lists them. */
const demoCategories: Array<{ name: string; slug: string; courses: string[] }> = [
  { name: "Dinners", slug: "dinners", courses: ["dinner"] },
  { name: "Lunch", slug: "lunch", courses: ["lunch"] },
  { name: "Breakfast", slug: "breakfast", courses: ["breakfast"] },
  { name: "Sides & snacks", slug: "sides-snacks", courses: ["side", "snack"] },
  { name: "Sweet things", slug: "sweet-things", courses: ["dessert", "drink"] },
];
const recipesPerCategory = 36;

const palettes = [
  ["#C8412B", "#F0A35E", "#FFF1E0", "#3F7D4E"],
  ["#3F7D4E", "#A7C957", "#F2F7E8", "#B7791F"],
  ["#B7791F", "#E9C46A", "#FFF6DC", "#C8412B"],
];

function hashOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** A wide banner: a tabletop of overlapping plates and herbs in one of the brand's palettes. */
export function drawBlogBanner({ seed }: { seed: string }): string {
  const hash = hashOf(seed);
  const [main, second, ground, leaf] = palettes[hash % palettes.length];
  const plates = Array.from({ length: 7 }, (_, i) => {
    const x = 120 + i * 230 + ((hash >> i) % 60);
    const y = 140 + ((hash >> (i + 3)) % 220);
    const r = 70 + ((hash >> (i + 5)) % 60);
    const fill = i % 2 === 0 ? main : second;
    return `<circle cx="${x}" cy="${y}" r="${r + 18}" fill="#FFFFFF" fill-opacity=".85"/><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity=".75"/>`;
  }).join("");
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const x = 60 + i * 180 + ((hash >> (i + 2)) % 80);
    const y = 40 + ((hash >> (i + 7)) % 400);
    const angle = (hash >> i) % 180;
    return `<ellipse cx="${x}" cy="${y}" rx="34" ry="12" fill="${leaf}" transform="rotate(${angle} ${x} ${y})"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 480" width="1600" height="480"><rect width="1600" height="480" fill="${ground}"/>${plates}${leaves}</svg>`;
}

export function drawBlogAvatar({ title, seed }: { title: string; seed: string }): string {
  return drawAvatar({ name: title, seed: `blog-${seed}` });
}

const byNewest = (a: TRecipeInsert, b: TRecipeInsert) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);

/**
 * A blog's featured recipes: favourites from its archive rather than its newest (those are under
 * Latest on the blog's home), spread over the years it has written, newest of them first.
 */
function pickFavourites(listed: TRecipeInsert[]): TRecipeInsert[] {
  const older = listed.slice(blogHomeLatestCount);
  const pool = older.length >= blogHomeFeaturedCount ? older : listed.slice(-blogHomeFeaturedCount);
  const step = Math.max(1, Math.floor(pool.length / blogHomeFeaturedCount));
  return pool.filter((_, index) => index % step === 0).slice(0, blogHomeFeaturedCount);
}

/** Categories, featured recipes and collections for every demo blog. */
export function buildDemoBlogRows({
  blogs,
  recipes,
  collections,
}: {
  blogs: TBlogInsert[];
  recipes: TRecipeInsert[];
  collections: TCollectionInsert[];
}): TDemoBlogRows {
  const rows: TDemoBlogRows = {
    blogCategories: [],
    blogCategoryRecipes: [],
    blogFeaturedRecipes: [],
    blogCollections: [],
  };
  for (const blog of blogs) {
    const blogId = blog.id as string;
    const listed = recipes
      .filter(
        (recipe) => recipe.blogId === blogId && (recipe.visibility === "public" || recipe.visibility === "paywalled"),
      )
      .sort(byNewest);
    let position = 0;
    for (const category of demoCategories) {
      const members = listed
        .filter((recipe) => recipe.courses?.some((course) => category.courses.includes(course)))
        .slice(0, recipesPerCategory);
      if (members.length === 0) continue;
      const categoryId = randomUUID();
      rows.blogCategories.push({ id: categoryId, blogId, name: category.name, slug: category.slug, position });
      position++;
      rows.blogCategoryRecipes.push(
        ...members.map((recipe, index) => ({ categoryId, recipeId: recipe.id as string, position: index })),
      );
    }
    rows.blogFeaturedRecipes.push(
      ...pickFavourites(listed).map((recipe, index) => ({ blogId, recipeId: recipe.id as string, position: index })),
    );
    const onBlog = collections.filter(
      (collection) => collection.ownerId === blog.ownerId && collection.visibility !== "private",
    );
    rows.blogCollections.push(
      ...onBlog.map((collection, index) => ({ blogId, collectionId: collection.id as string, position: index })),
    );
  }
  return rows;
}
