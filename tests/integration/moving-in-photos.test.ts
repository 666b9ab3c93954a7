/**
 * Moving in, photos given as web addresses (JSON-LD `image`, RecipeSage, Paprika's `image_url`),
 * on both databases: fetched from a fake image server on 127.0.0.1 (loopback is allowed only in
 * test mode), and every way one can fail (a 404, a server that never answers, a photo too large,
 * bytes that are not an image, an address on a private network) leaves the recipe saved, without a
 * photo, with a note in the report.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { movingInImports, recipes } from "#db/schema.ts";
import { runMovingIn } from "#server/features/moving-in/run-import.ts";
import { createStorage } from "#server/lib/storage/create-storage.ts";
import { buildTestEnv, drainJobs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { image, jpegImage, startPageServer, type TPageServer } from "./import-fixtures.ts";

/** A JSON-LD export of recipes, each with the photo addresses given. */
function jsonLdExport(recipesWithImages: { title: string; image: string[] }[]): Uint8Array {
  const nodes = recipesWithImages.map(({ title, image: images }) => ({
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: title,
    image: images,
    recipeIngredient: [`2 cups ${title.toLowerCase()}`, "1 pinch salt"],
    recipeInstructions: [{ "@type": "HowToStep", text: "Mix and cook." }],
  }));
  return new TextEncoder().encode(JSON.stringify(nodes));
}

describeEachDatabase("moving in: photos given as web addresses", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, { IMPORT_ALLOW_LOOPBACK_FOR_TESTS: "true" });
  const db = () => getCtx().database.db;
  let server: TPageServer;
  const hanging = new Set<import("node:http").ServerResponse>();

  beforeAll(async () => {
    server = await startPageServer();
    server.route("/photos/soup.jpg", image(await jpegImage(900, 600)));
    server.route("/photos/stew.jpg", image(await jpegImage(640, 480)));
    server.route("/photos/not-an-image.jpg", (_request, response) => {
      response.writeHead(200, { "content-type": "image/jpeg" }).end("<html>Sign in to see this photo</html>");
    });
    server.route("/photos/huge.jpg", (_request, response) => {
      const body = Buffer.alloc(11 * 1024 * 1024, 0xff);
      response.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length }).end(body);
    });
    // Answers the headers, then never sends the body.
    server.route("/photos/hangs.jpg", (_request, response) => {
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.write(Buffer.from([0xff, 0xd8, 0xff]));
      hanging.add(response);
    });
  });
  afterAll(async () => {
    for (const response of hanging) response.destroy();
    await server.close();
  });

  async function importFile(cookie: string, bytes: Uint8Array) {
    const response = await getApp().inject({
      method: "POST",
      url: "/api/moving-in?fileName=recipes.json",
      headers: { cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(bytes),
    });
    expect(response.statusCode, response.body).toBe(202);
    await drainJobs(getApp());
    const report = await getApp().inject({
      method: "GET",
      url: `/api/moving-in/${response.json().id}`,
      headers: { cookie },
    });
    return report.json();
  }

  async function imageOf(recipeId: string) {
    const [row] = await db().select({ imageUrl: recipes.imageUrl }).from(recipes).where(eq(recipes.id, recipeId));
    return row.imageUrl;
  }

  it("fetches a photo given as an address and keeps the first that works; failures are notes, never failures", async () => {
    const { cookie } = await insertSignedInUser(getApp(), db());
    const report = await importFile(
      cookie,
      jsonLdExport([
        { title: "Tomato soup", image: [`${server.origin}/photos/soup.jpg`, `${server.origin}/photos/stew.jpg`] },
        { title: "Lost stew", image: [`${server.origin}/photos/gone.jpg`] },
        { title: "Shy bread", image: [`${server.origin}/photos/not-an-image.jpg`] },
        { title: "Huge pie", image: [`${server.origin}/photos/huge.jpg`] },
        { title: "Inside salad", image: ["http://10.0.0.1/photo.jpg", "http://169.254.169.254/latest/meta-data"] },
      ]),
    );
    expect(report).toMatchObject({ state: "completed", failed: [] });
    const byTitle = Object.fromEntries(
      report.imported.map((r: { title: string; id: string; note: string | null }) => [r.title, r]),
    );
    expect(Object.keys(byTitle).sort()).toEqual(["Huge pie", "Inside salad", "Lost stew", "Shy bread", "Tomato soup"]);

    expect(byTitle["Tomato soup"].note).toBeNull();
    expect(await imageOf(byTitle["Tomato soup"].id)).toMatch(/^\/uploads\/recipes\//);
    // One photo per recipe: the second address is never asked for.
    expect(server.requests.some((request) => request.url === "/photos/stew.jpg")).toBe(false);

    expect(byTitle["Lost stew"].note).toBe("The photo could not be fetched: the site answered HTTP 404.");
    expect(byTitle["Shy bread"].note).toBe("The photo could not be fetched: it is not an image.");
    expect(byTitle["Huge pie"].note).toBe("The photo could not be fetched: it is larger than 10 MB.");
    expect(byTitle["Inside salad"].note).toBe("The photo could not be fetched: its address is on a private network.");
    for (const title of ["Lost stew", "Shy bread", "Huge pie", "Inside salad"]) {
      expect(await imageOf(byTitle[title].id)).toBeNull();
    }
  });

  it("gives up on a photo whose server never answers, and saves the recipe without it", async () => {
    const { user, cookie } = await insertSignedInUser(getApp(), db());
    const storage = createStorage({ env: buildTestEnv() });
    const archiveKey = `private/moving-in/hangs-${user.id}`;
    const bytes = jsonLdExport([{ title: "Slow soup", image: [`${server.origin}/photos/hangs.jpg`] }]);
    await storage.put({ key: archiveKey, body: Buffer.from(bytes), contentType: "application/octet-stream" });
    const [upload] = await db()
      .insert(movingInImports)
      .values({ userId: user.id, fileName: "slow.json", sizeBytes: bytes.length, archiveKey })
      .returning();
    const started = Date.now();
    // The deadline is shortened for the test; the job's own is a few seconds.
    await runMovingIn({
      db: db(),
      storage,
      importId: upload.id,
      photoFetch: { allowLoopback: true, timeoutMs: 300 },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const report = (
      await getApp().inject({ method: "GET", url: `/api/moving-in/${upload.id}`, headers: { cookie } })
    ).json();
    expect(report.imported).toEqual([
      {
        id: expect.any(String),
        title: "Slow soup",
        note: "The photo could not be fetched: the site took too long to answer.",
      },
    ]);
    expect(await imageOf(report.imported[0].id)).toBeNull();
  });

  it("fetches nothing from loopback without the test allowance", async () => {
    const { user } = await insertSignedInUser(getApp(), db());
    const storage = createStorage({ env: buildTestEnv() });
    const before = server.requests.length;
    const bytes = jsonLdExport([{ title: "Local soup", image: [`${server.origin}/photos/soup.jpg`] }]);
    const [upload] = await db()
      .insert(movingInImports)
      .values({ userId: user.id, fileName: "local.json", sizeBytes: bytes.length })
      .returning();
    await runMovingIn({ db: db(), storage, importId: upload.id, bytes });
    expect(server.requests.length).toBe(before);
  });
});
