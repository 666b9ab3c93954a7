import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpMigratedDatabase } from "../../../tests/helpers/migrated-database.ts";
import { collectionRecipes, profiles } from "../schema.ts";
import {
  buildRecipe,
  buildUser,
  insertCollection,
  insertFollow,
  insertProfile,
  insertRecipe,
  insertRegisteredUser,
  insertUser,
} from "./index.ts";

const getDatabase = setUpMigratedDatabase();
const db = () => getDatabase().db;

describe("factories", () => {
  it("build unique users on every call", () => {
    const [a, b] = [buildUser(), buildUser()];
    expect(a.id).not.toBe(b.id);
    expect(a.email).not.toBe(b.email);
  });

  it("store a registered user with a lowercased username and an optional blog", async () => {
    const plain = await insertRegisteredUser(db());
    expect(plain.user.completedRegistration).toBe(true);
    expect(plain.profile.id).toBe(plain.user.id);
    expect(plain.blog).toBeNull();

    const creator = await insertRegisteredUser(db(), {
      username: "Mixed_Case_Chef",
      blog: { hasPaywalledContent: true, shortlink: "mixed-case" },
    });
    expect(creator.profile.username).toBe("mixed_case_chef");
    expect(creator.blog).toMatchObject({
      ownerId: creator.user.id,
      shortlink: "mixed-case",
      hasPaywalledContent: true,
    });
  });

  it("store a profile for an existing user", async () => {
    const user = await insertUser(db());
    await insertProfile(db(), { id: user.id, username: "ANOTHER_cook" });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(row.username).toBe("another_cook");
  });

  it("build a complete recipe and store it with overrides", async () => {
    const built = buildRecipe();
    expect(built.ingredientGroups?.[0].lines).toHaveLength(3);
    expect(built.ingredientGroups?.[0].lines[0]).toMatchObject({ quantity: 200, unit: "gram", food: "spaghetti" });
    expect(built.instructionSections?.[0].steps).toHaveLength(3);
    expect(built.servings).toBe(4);

    const { user } = await insertRegisteredUser(db());
    const recipe = await insertRecipe(db(), { authorId: user.id, title: "Soup", visibility: "draft" });
    expect(recipe).toMatchObject({ authorId: user.id, title: "Soup", visibility: "draft", servings: 4 });
  });

  it("store collections with their recipes, and follows", async () => {
    const { user: owner } = await insertRegisteredUser(db());
    const { user: author } = await insertRegisteredUser(db());
    const recipes = [await insertRecipe(db(), { authorId: author.id }), await insertRecipe(db())];
    const collection = await insertCollection(db(), { ownerId: owner.id, recipeIds: recipes.map((r) => r.id) });
    const saved = await db().select().from(collectionRecipes).where(eq(collectionRecipes.collectionId, collection.id));
    expect(saved.map((s) => s.recipeId).sort()).toEqual(recipes.map((r) => r.id).sort());

    const follow = await insertFollow(db(), { followerId: owner.id, followeeId: author.id });
    expect(follow.isApproved).toBe(true);
  });
});
