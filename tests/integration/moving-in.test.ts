/**
 * Moving in on both databases: uploading a collection, the job that reads and saves it, the
 * report, duplicates, resuming a stopped import without saving anything twice, who may see an
 * import, the answers to bad uploads (4xx, never 5xx, and the server stays up), and Ladle's own
 * export brought back with its collections and meal plans.
 */
import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { emptyUploadMessage, movingInMaxBytes } from "#core/moving-in/moving-in.schema.ts";
import { insertCollection, insertMealPlan, insertRecipe } from "#db/factories/index.ts";
import {
  collectionRecipes,
  collections,
  mealPlanEntries,
  mealPlans,
  movedRecipeDetails,
  movingInImports,
  movingInItems,
  recipes,
} from "#db/schema.ts";
import { movingInKind } from "#server/features/moving-in/job.ts";
import { runMovingIn } from "#server/features/moving-in/run-import.ts";
import { createStorage } from "#server/lib/storage/create-storage.ts";
import { buildTestEnv, drainJobs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { everyFormat, mutate, paprikaArchive, randomFrom, tandoorExport } from "../helpers/moving-in-archives.ts";

describeEachDatabase("moving in", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;
  const storage = createStorage({ env: buildTestEnv() });

  function upload(cookie: string | undefined, fileName: string, bytes: Uint8Array) {
    return getApp().inject({
      method: "POST",
      url: `/api/moving-in?fileName=${encodeURIComponent(fileName)}`,
      headers: { ...(cookie ? { cookie } : {}), "content-type": "application/octet-stream" },
      payload: Buffer.from(bytes),
    });
  }

  function get(cookie: string, path: string) {
    return getApp().inject({ method: "GET", url: `/api/moving-in${path}`, headers: { cookie } });
  }

  async function recipeCount(userId: string) {
    const [row] = await db().select({ n: count() }).from(recipes).where(eq(recipes.authorId, userId));
    return Number(row.n);
  }

  it("imports an uploaded Paprika archive in the background, with photos, details and a report", async () => {
    const { user, cookie } = await insertSignedInUser(getApp(), db());
    const response = await upload(cookie, "My Recipes.paprikarecipes", paprikaArchive());
    expect(response.statusCode, response.body).toBe(202);
    const queued = response.json();
    expect(queued).toMatchObject({ state: "queued", fileName: "My Recipes.paprikarecipes", done: 0 });

    await drainJobs(getApp());
    const report = (await get(cookie, `/${queued.id}`)).json();
    expect(report).toMatchObject({ state: "completed", format: "paprika", formatLabel: "Paprika", total: 2, done: 2 });
    expect(report.imported.map((r: { title: string }) => r.title)).toEqual([
      "Ginger Beef Stir-Fry",
      "Lemon Drizzle Cake",
    ]);
    expect(report.failed).toEqual([]);

    const [cake] = await db().select().from(recipes).where(eq(recipes.id, report.imported[1].id));
    expect(cake).toMatchObject({ visibility: "private", authorId: user.id, servings: null, yieldText: "10 slices" });
    expect(cake.imageUrl).toMatch(/^\/uploads\/recipes\//);
    expect(cake.courses).toContain("dessert");
    const [details] = await db().select().from(movedRecipeDetails).where(eq(movedRecipeDetails.recipeId, cake.id));
    expect(details).toMatchObject({ rating: 5, tags: ["Baking", "Dessert"] });
    const latest = (await get(cookie, "/latest")).json();
    expect(latest.import.id).toBe(queued.id);
  });

  it("skips recipes the cook already has and reports them as duplicates", async () => {
    const { user, cookie } = await insertSignedInUser(getApp(), db());
    await upload(cookie, "first.paprikarecipes", paprikaArchive());
    await drainJobs(getApp());
    const again = (await upload(cookie, "again.paprikarecipes", paprikaArchive())).json();
    await drainJobs(getApp());
    const report = (await get(cookie, `/${again.id}`)).json();
    expect(report.imported).toEqual([]);
    expect(report.duplicates.map((d: { title: string }) => d.title)).toEqual([
      "Ginger Beef Stir-Fry",
      "Lemon Drizzle Cake",
    ]);
    expect(report.duplicates[0].recipeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await recipeCount(user.id)).toBe(2);
  });

  it("resumes a stopped import where it stopped and never saves an item twice", async () => {
    const { user, cookie } = await insertSignedInUser(getApp(), db());
    // Recorded without its job, so that this test runs it: first a run that stops after one item.
    const archiveKey = `private/moving-in/test-${user.id}`;
    await storage.put({ key: archiveKey, body: Buffer.from(tandoorExport()), contentType: "application/octet-stream" });
    const [upload] = await db()
      .insert(movingInImports)
      .values({ userId: user.id, fileName: "export.zip", sizeBytes: 1, archiveKey })
      .returning();
    let batches = 0;
    const stopsAfterOneBatch = {
      throwIfAborted() {
        batches += 1;
        if (batches > 1) throw new Error("stopped");
      },
    } as AbortSignal;
    await expect(
      runMovingIn({ db: db(), storage, importId: upload.id, batchSize: 1, signal: stopsAfterOneBatch }),
    ).rejects.toThrow("stopped");
    const midway = (await get(cookie, `/${upload.id}`)).json();
    expect(midway).toMatchObject({ state: "running", done: 1, total: 2 });
    expect(await recipeCount(user.id)).toBe(1);

    // The job resumes it; running it once more afterwards changes nothing.
    await getApp().jobs.enqueue(movingInKind, { importId: upload.id }, { key: upload.id });
    await drainJobs(getApp());
    await runMovingIn({ db: db(), storage, importId: upload.id });
    const report = (await get(cookie, `/${upload.id}`)).json();
    expect(report).toMatchObject({ state: "completed", done: 2 });
    expect(report.imported.map((r: { title: string }) => r.title)).toEqual(["Focaccia"]);
    expect(report.failed).toEqual([{ name: "2.zip", reason: "recipe.json is not valid JSON" }]);
    expect(await recipeCount(user.id)).toBe(1);
    const [items] = await db().select({ n: count() }).from(movingInItems).where(eq(movingInItems.importId, upload.id));
    expect(Number(items.n)).toBe(2);
    // The file is not kept once the import is over.
    expect(await storage.read(archiveKey)).toBeNull();
  });

  it("marks an import failed, with the reason, when its file is gone", async () => {
    const { user, cookie } = await insertSignedInUser(getApp(), db());
    const [upload] = await db()
      .insert(movingInImports)
      .values({ userId: user.id, fileName: "gone.zip", sizeBytes: 1, archiveKey: "private/moving-in/missing" })
      .returning();
    await getApp().jobs.enqueue(movingInKind, { importId: upload.id }, { key: upload.id });
    await drainJobs(getApp());
    const report = (await get(cookie, `/${upload.id}`)).json();
    expect(report).toMatchObject({ state: "failed", error: "The uploaded file is no longer stored. Upload it again." });
  });

  it("shows an import to its owner only; visitors cannot upload", async () => {
    const owner = await insertSignedInUser(getApp(), db());
    const other = await insertSignedInUser(getApp(), db());
    const queued = (await upload(owner.cookie, "r.paprikarecipes", paprikaArchive())).json();
    expect((await get(other.cookie, `/${queued.id}`)).statusCode).toBe(404);
    expect((await get(other.cookie, "/latest")).json()).toEqual({ import: null });
    expect((await upload(undefined, "r.paprikarecipes", paprikaArchive())).statusCode).toBe(401);
    const notAnId = await get(owner.cookie, "/not-an-id");
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe("id: That is not an import's id.");
    // The stored upload is never served as a file.
    const stored = await getApp().inject({ method: "GET", url: "/uploads/private/moving-in/anything" });
    expect(stored.statusCode).toBe(404);
  });

  it("answers bad uploads with a clear 4xx", async () => {
    const { cookie } = await insertSignedInUser(getApp(), db());
    const unknown = await upload(
      cookie,
      "scan.pdf",
      new TextEncoder().encode("%PDF-1.7\u0000\u0001\u0002\u0003\u0004"),
    );
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json().message).toMatch(/couldn't tell which app/);
    const empty = await upload(cookie, "empty.zip", new Uint8Array(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(emptyUploadMessage);
    const noName = await getApp().inject({
      method: "POST",
      url: "/api/moving-in",
      headers: { cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(paprikaArchive()),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe("fileName: Name the file (fileName).");
    const longName = await upload(cookie, `${"a".repeat(256)}.zip`, paprikaArchive());
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe("fileName: At most 255 characters.");
    const tooLarge = await getApp().inject({
      method: "POST",
      url: "/api/moving-in?fileName=big.zip",
      headers: { cookie, "content-type": "application/octet-stream", "content-length": String(movingInMaxBytes + 1) },
      payload: Buffer.from(paprikaArchive()),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/over 200 MB/);
  });

  it("stays up through mutated and random uploads: never a 5xx, and their jobs finish", async () => {
    const random = randomFrom(7);
    const fixtures = everyFormat();
    const statuses = new Set<number>();
    for (let user = 0; user < 2; user++) {
      const { cookie } = await insertSignedInUser(getApp(), db());
      for (let round = 0; round < 8; round++) {
        const fixture = fixtures[(user * 8 + round) % fixtures.length];
        const bytes =
          round === 7
            ? Uint8Array.from({ length: 2048 }, () => Math.floor(random() * 256))
            : mutate(fixture.bytes, random);
        const response = await upload(cookie, fixture.name, bytes);
        statuses.add(response.statusCode);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }
    }
    await drainJobs(getApp());
    const health = await getApp().inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect([...statuses].every((s) => s === 202 || (s >= 400 && s < 500))).toBe(true);
  });

  it("brings back Ladle's own export, with its collections and meal plans pointing at the new recipes", async () => {
    const owner = await insertSignedInUser(getApp(), db());
    const soup = await insertRecipe(db(), { authorId: owner.user.id, title: `Round-trip soup ${Date.now()}` });
    const stew = await insertRecipe(db(), { authorId: owner.user.id, title: `Round-trip stew ${Date.now()}` });
    const shelf = `Winter shelf ${Date.now()}`;
    await insertCollection(db(), { ownerId: owner.user.id, name: shelf, recipeIds: [soup.id, stew.id] });
    const week = `Round-trip week ${Date.now()}`;
    await insertMealPlan(db(), {
      ownerId: owner.user.id,
      title: week,
      entries: [{ day: 0, slot: "dinner", recipeId: stew.id, servings: 2 }],
    });
    const exported = await getApp().inject({ method: "GET", url: "/api/me/export", headers: { cookie: owner.cookie } });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);

    const importer = await insertSignedInUser(getApp(), db());
    const response = await upload(importer.cookie, "ladle-export.zip", exported.rawPayload);
    expect(response.statusCode, response.body).toBe(202);
    await drainJobs(getApp());
    const report = (await get(importer.cookie, `/${response.json().id}`)).json();
    expect(report).toMatchObject({ state: "completed", format: "ladle-export", failed: [] });
    const titles = report.imported.map((r: { title: string }) => r.title).sort();
    expect(titles).toEqual([soup.title, stew.title].sort());

    const [restored] = await db().select().from(collections).where(eq(collections.ownerId, importer.user.id));
    expect(restored?.name).toBe(shelf);
    const inShelf = await db()
      .select({ title: recipes.title, authorId: recipes.authorId })
      .from(collectionRecipes)
      .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
      .where(eq(collectionRecipes.collectionId, restored.id));
    expect(inShelf.map((r) => r.title).sort()).toEqual(titles);
    expect(inShelf.every((r) => r.authorId === importer.user.id)).toBe(true);
    const [plan] = await db().select().from(mealPlans).where(eq(mealPlans.ownerId, importer.user.id));
    expect(plan?.title).toBe(week);
    const entries = await db()
      .select({ title: recipes.title })
      .from(mealPlanEntries)
      .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
      .where(eq(mealPlanEntries.mealPlanId, plan.id));
    expect(entries.map((e) => e.title)).toEqual([stew.title]);
  });
});
