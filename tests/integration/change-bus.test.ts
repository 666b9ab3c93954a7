/**
 * Changes made outside this process (another process, another host, a script) reach this one's
 * copies through the database: the triggers of migration 0014 announce them, the change bus drops
 * the visitors' copy of a recipe, its cached pages and the remembered sessions at once.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { recipes, sessions } from "#db/schema.ts";
import { signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

/** Polls until `check` holds (the announcement arrives within milliseconds), at most 2 s. */
async function eventually(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 2000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("The change never arrived.");
}

describeEachDatabase("the change bus", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("drops a visitor's cached recipe when another process makes it private", async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db);
    const recipe = await insertRecipe(db, { authorId: user.id, title: "Bus Stop Soup" });
    const read = () => getApp().inject({ method: "GET", url: `/api/recipes/${recipe.id}` });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    // Written straight to the database, as another process would: this process's code never runs.
    await db.update(recipes).set({ visibility: "private" }).where(eq(recipes.id, recipe.id));
    const elapsed = await eventually(async () => (await read()).statusCode === 404);
    expect(elapsed).toBeLessThan(2000);
  });

  it("forgets a remembered session as soon as it ends elsewhere", async () => {
    const { db } = getCtx().database;
    const { user } = await insertRegisteredUser(db);
    const cookie = await signInForTest(getApp(), user.email);
    const identities = () => getApp().inject({ method: "GET", url: "/api/identities", headers: { cookie } });
    expect((await identities()).statusCode).toBe(200);
    expect((await identities()).statusCode).toBe(200);
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    await eventually(async () => (await identities()).statusCode === 401);
  });
});
