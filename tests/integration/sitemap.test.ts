/**
 * /robots.txt and the sitemap: every page anyone may read, never a private item, a draft or
 * anything of a private profile; an index of smaller sitemaps past the limit of one file.
 */
import Fastify from "fastify";
import { expect, it } from "vitest";
import { insertCollection, insertMealPlan, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { registerSitemapRoutes } from "#server/features/sitemap/routes.ts";
import { useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("robots.txt and the sitemap", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const get = async (url: string) => getApp().inject({ method: "GET", url });

  async function seedReadableAndHidden() {
    const {
      user: cook,
      profile,
      blog,
    } = await insertRegisteredUser(db(), {
      blog: { hasPaywalledContent: true, shortlink: `sm${Date.now().toString(36)}` },
    });
    const { user: hidden, profile: hiddenProfile } = await insertRegisteredUser(db(), { isPublic: false });
    const shown = {
      recipe: await insertRecipe(db(), { authorId: cook.id, visibility: "public" }),
      paywalled: await insertRecipe(db(), { authorId: cook.id, visibility: "paywalled" }),
      collection: await insertCollection(db(), { ownerId: cook.id, visibility: "public" }),
      plan: await insertMealPlan(db(), { ownerId: cook.id, visibility: "public" }),
    };
    const kept = {
      private: await insertRecipe(db(), { authorId: cook.id, visibility: "private" }),
      draft: await insertRecipe(db(), { authorId: cook.id, visibility: "draft" }),
      ofPrivateProfile: await insertRecipe(db(), { authorId: hidden.id, visibility: "public" }),
      privateCollection: await insertCollection(db(), { ownerId: cook.id, visibility: "private" }),
      privatePlan: await insertMealPlan(db(), { ownerId: cook.id, visibility: "private" }),
    };
    return { profile, blog, hiddenProfile, shown, kept };
  }

  it("lets robots read public pages, keeps them out of pages behind a session, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /me");
    expect(lines).toContain("Disallow: /meal_plan/*/edit");
    expect(lines).not.toContain("Disallow: /recipe/*");
    expect(lines.find((line) => line.startsWith("Sitemap: "))).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/);
  });

  it("lists public and paywalled recipes, public profiles, collections and plans; nothing private", async () => {
    const { profile, blog, hiddenProfile, shown, kept } = await seedReadableAndHidden();
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const xml = response.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of [
      `/recipe/${shown.recipe.id}`,
      `/recipe/${shown.paywalled.id}`,
      `/u/${profile.username}`,
      `/p/blogs/${blog?.shortlink}`,
      `/collection/${shown.collection.id}`,
      `/landings/meal-plans/${shown.plan.urlSlug}`,
    ])
      expect(xml, path).toMatch(new RegExp(`<url><loc>https?://[^<]+${path}</loc><lastmod>\\d{4}-`));
    for (const path of [
      `/recipe/${kept.private.id}`,
      `/recipe/${kept.draft.id}`,
      `/recipe/${kept.ofPrivateProfile.id}`,
      `/u/${hiddenProfile.username}`,
      `/collection/${kept.privateCollection.id}`,
      `/landings/meal-plans/${kept.privatePlan.urlSlug}`,
    ])
      expect(xml, path).not.toContain(`${path}<`);
  });

  it("becomes an index of sitemaps past the limit of one file, each one within it", async () => {
    await seedReadableAndHidden();
    const app = Fastify();
    await registerSitemapRoutes(app, { db: db(), env: { publicUrl: "https://ladle.example" }, urlsPerFile: 2 });
    const index = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.body).toContain("<sitemapindex");
    const files = [...index.body.matchAll(/<loc>https:\/\/ladle\.example(\/sitemaps\/[a-z-]+-\d+\.xml)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(files).toContain("/sitemaps/recipes-1.xml");
    expect(files).toContain("/sitemaps/recipes-2.xml");
    const listed: string[] = [];
    for (const file of files) {
      const part = await app.inject({ method: "GET", url: file });
      expect(part.statusCode, file).toBe(200);
      const locations = [...part.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locations.length, file).toBeGreaterThan(0);
      expect(locations.length, file).toBeLessThanOrEqual(2);
      listed.push(...locations);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect((await app.inject({ method: "GET", url: "/sitemaps/recipes-9999.xml" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/sitemaps/secrets-1.xml" })).statusCode).toBe(404);
    await app.close();
  });
});
