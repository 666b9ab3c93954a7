/**
 * /api/import on both databases: preview and save from pages served on 127.0.0.1 (with the
 * test-only loopback allowance), every failure's code, re-import dedupe, pasted text and HTML,
 * authorization and the per-user limit.
 */
import fs from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AppError } from "#core/errors.ts";
import { recipeImports, recipes } from "#db/schema.ts";
import { previewImport } from "#server/features/import/service.ts";
import { buildTestEnv, injectAs, insertSignedInUser, signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import {
  html,
  image,
  jpegImage,
  notARecipePage,
  readCorpusPage,
  recipePage,
  redirect,
  startPageServer,
  type TPageServer,
} from "./import-fixtures.ts";

const allowance = { IMPORT_ALLOW_LOOPBACK_FOR_TESTS: "1" };

let site: TPageServer;
beforeAll(async () => {
  site = await startPageServer();
  const photo = await jpegImage();
  site.route("/photo.jpg", image(photo));
  site.route("/logo.svg", image(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"));
  site.route(
    "/soup",
    html(recipePage({ canonical: `${site.origin}/recipes/smoky-tomato-soup/`, image: `${site.origin}/photo.jpg` })),
  );
  site.route(
    "/recipes/smoky-tomato-soup/",
    html(recipePage({ canonical: `${site.origin}/recipes/smoky-tomato-soup/` })),
  );
  site.route("/short/soup", redirect("/soup"));
  // A page that claims to be the soup page (its canonical link) but says something else.
  site.route(
    "/fake-soup",
    html(recipePage({ title: "Smoky Tomato Soup", canonical: `${site.origin}/soup`, author: "Mallory" })),
  );
  site.route("/stew", html(recipePage({ title: "Harissa Stew", canonical: `${site.origin}/stew` })));
  site.route("/about", html(notARecipePage));
  site.route("/forbidden", (_req, res) => res.writeHead(403, { "content-type": "text/html" }).end("Forbidden"));
  site.route("/rate-limited", (_req, res) => res.writeHead(429, { "content-type": "text/html" }).end("Slow down"));
  site.route(
    "/challenge",
    html(
      "<html><head><title>Just a moment...</title></head><body><div id='cf-browser-verification'></div></body></html>",
    ),
  );
  site.route("/huge", (_req, res) => {
    res.writeHead(200, { "content-type": "text/html", "content-length": String(6 * 1024 * 1024) }).write("<html>");
  });
  site.route("/silent", () => {});
  site.route("/to-metadata", redirect("http://169.254.169.254/latest/meta-data/"));
  site.route("/to-private-v6", redirect("http://[::ffff:10.0.0.1]/"));
  site.route("/pdf", (_req, res) => res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7"));
});
afterAll(async () => {
  await site?.close();
});

describeEachDatabase("import: preview, save, dedupe and failures", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, allowance);
  const db = () => getCtx().database.db;

  const cook = () => insertSignedInUser(getApp(), db());
  const post = (url: string, cookie: string | undefined, payload: unknown) =>
    injectAs(getApp(), cookie, { method: "POST", url, payload });

  async function previewUrl(cookie: string, url: string) {
    const response = await post("/api/import/preview", cookie, { url });
    return { status: response.statusCode, body: response.json() };
  }

  function saveBody(preview: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const { draft, source } = preview as { draft: Record<string, unknown>; source: Record<string, unknown> };
    const { imageUrl, ...recipe } = draft;
    return { recipe, imageUrl, source, ...extra };
  }

  it("previews a page served on 127.0.0.1: fields, parsed lines, attribution, no problems", async () => {
    const me = await cook();
    const { status, body } = await previewUrl(me.cookie, `${site.origin}/short/soup`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: "url",
      extractedBy: "json-ld",
      problems: [],
      existing: null,
      source: {
        url: `${site.origin}/soup`,
        canonicalUrl: `${site.origin}/recipes/smoky-tomato-soup/`,
        siteName: "Rosa's Kitchen",
        author: "Rosa Diaz",
        token: expect.any(String),
      },
      draft: {
        title: "Smoky Tomato Soup",
        servings: 4,
        prepMinutes: 10,
        cookMinutes: 25,
        totalMinutes: 35,
        cuisines: ["Spanish"],
        courses: ["dinner"],
        imageUrl: `${site.origin}/photo.jpg`,
      },
    });
    const lines = body.draft.ingredientGroups[0].lines;
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatchObject({ text: "2 tbsp olive oil", quantity: 2, unit: "tablespoon", food: "olive oil" });
    expect(lines[1]).toMatchObject({ quantity: 1, food: "large onion", preparation: "chopped" });
    expect(body.draft.instructionSections[0].steps).toHaveLength(3);
    // A preview saves nothing.
    const [{ n }] = await db().select({ n: count() }).from(recipes).where(eq(recipes.authorId, me.user.id));
    expect(n).toBe(0);
  });

  it("saves the reviewed recipe privately with its source, attribution and photo as WebP", async () => {
    const me = await cook();
    // A half-written Add Recipe form, autosaved: importing must not throw it away.
    const addRecipeDraft = await getApp().inject({
      method: "PUT",
      url: "/api/recipes/new/draft",
      headers: { cookie: me.cookie },
      payload: { title: "Grandma's stew, half written" },
    });
    expect(addRecipeDraft.statusCode).toBe(200);
    const { body: preview } = await previewUrl(me.cookie, `${site.origin}/soup`);
    const edited = saveBody(preview);
    (edited.recipe as { title: string }).title = "Rosa's smoky soup";
    const saved = await post("/api/import/save", me.cookie, edited);
    expect(saved.statusCode).toBe(200);
    const draftAfter = await getApp().inject({ url: "/api/recipes/new/draft", headers: { cookie: me.cookie } });
    expect(draftAfter.json().data.title).toBe("Grandma's stew, half written");
    expect(saved.json()).toMatchObject({ outcome: "created", imageStatus: "stored", title: "Rosa's smoky soup" });
    const recipe = (
      await getApp().inject({ url: `/api/recipes/${saved.json().recipeId}`, headers: { cookie: me.cookie } })
    ).json();
    expect(recipe).toMatchObject({
      title: "Rosa's smoky soup",
      visibility: "private",
      sourceUrl: `${site.origin}/recipes/smoky-tomato-soup/`,
      attribution: "Rosa Diaz at Rosa's Kitchen",
      servings: 4,
      imageUrl: expect.stringMatching(/^\/uploads\/recipes\/.+\.webp$/),
      videoUrl: "https://videos.example/smoky-tomato-soup",
    });
    expect(recipe.ingredientGroups[0].lines[3]).toMatchObject({ text: "1 tsp smoked paprika", unit: "teaspoon" });
    const stored = path.join(buildTestEnv().dataDir, recipe.imageUrl);
    expect(fs.existsSync(stored)).toBe(true);
    // Someone else cannot see a private import.
    const other = await cook();
    const hidden = await getApp().inject({ url: `/api/recipes/${recipe.id}`, headers: { cookie: other.cookie } });
    expect(hidden.statusCode).toBe(404);
  });

  it("finds an earlier import of the same page instead of duplicating it", async () => {
    const me = await cook();
    const { body: preview } = await previewUrl(me.cookie, `${site.origin}/soup`);
    const first = (await post("/api/import/save", me.cookie, saveBody(preview, { visibility: "public" }))).json();
    expect(first.outcome).toBe("created");

    // Another address with the same canonical page: the preview points at the recipe, saving returns it.
    const again = await previewUrl(me.cookie, `${site.origin}/recipes/smoky-tomato-soup/`);
    expect(again.body.existing).toMatchObject({ recipeId: first.recipeId, isOwn: true });
    const second = (await post("/api/import/save", me.cookie, saveBody(again.body))).json();
    expect(second).toMatchObject({ recipeId: first.recipeId, outcome: "existing" });
    // One step, by the address first given (found without fetching).
    const requestsBefore = site.requests.length;
    const third = (await post("/api/import/url", me.cookie, { url: `${site.origin}/soup#comments` })).json();
    expect(third).toMatchObject({ recipeId: first.recipeId, outcome: "existing" });
    expect(site.requests.length).toBe(requestsBefore);
    const rows = await db().select().from(recipeImports).where(eq(recipeImports.userId, me.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isVerbatim: true, siteName: "Rosa's Kitchen", author: "Rosa Diaz" });

    // Someone else: the public import is saved to their collection, not copied.
    const friend = await cook();
    const shared = (await post("/api/import/url", friend.cookie, { url: `${site.origin}/short/soup` })).json();
    expect(shared).toMatchObject({
      recipeId: first.recipeId,
      outcome: "saved",
      collection: { name: "Saved recipes" },
    });
    const [{ n }] = await db().select({ n: count() }).from(recipes).where(eq(recipes.authorId, friend.user.id));
    expect(n).toBe(0);
    // Unless they ask for their own copy.
    const { body: friendPreview } = await previewUrl(friend.cookie, `${site.origin}/soup`);
    expect(friendPreview.existing).toMatchObject({ recipeId: first.recipeId, isOwn: false });
    const copy = (
      await post("/api/import/save", friend.cookie, saveBody(friendPreview, { onExisting: "copy" }))
    ).json();
    expect(copy.outcome).toBe("created");
    expect(copy.recipeId).not.toBe(first.recipeId);
  });

  it("never hands anyone a recipe another user supplied or changed", async () => {
    // A page that declares someone else's canonical address does not stand in for that address.
    const mallory = await cook();
    const { body: fake } = await previewUrl(mallory.cookie, `${site.origin}/fake-soup`);
    expect(fake.source.canonicalUrl).toBe(`${site.origin}/soup`);
    const planted = (await post("/api/import/save", mallory.cookie, saveBody(fake, { visibility: "public" }))).json();
    expect(planted.outcome).toBe("created");
    const victim = await cook();
    const { body: real } = await previewUrl(victim.cookie, `${site.origin}/soup`);
    expect(real.existing?.recipeId).not.toBe(planted.recipeId);
    const oneStep = (await post("/api/import/url", victim.cookie, { url: `${site.origin}/soup` })).json();
    expect(oneStep.recipeId).not.toBe(planted.recipeId);

    // A recipe changed in review is not what Ladle read: it is never offered to anyone else.
    const editor = await cook();
    const { body: stew } = await previewUrl(editor.cookie, `${site.origin}/stew`);
    const changed = { ...saveBody(stew, { visibility: "public" }) };
    (changed.recipe as { title: string }).title = "Harissa Stew (my way)";
    const edited = (await post("/api/import/save", editor.cookie, changed)).json();
    const reader = await cook();
    const { body: readerStew } = await previewUrl(reader.cookie, `${site.origin}/stew`);
    expect(readerStew.existing).toBeNull();

    // Saved as read, it is offered; once its author edits it, it is not any more.
    const author = await cook();
    const { body: asRead } = await previewUrl(author.cookie, `${site.origin}/stew`);
    const kept = (
      await post("/api/import/save", author.cookie, saveBody(asRead, { visibility: "public", onExisting: "copy" }))
    ).json();
    expect(kept.recipeId).not.toBe(edited.recipeId);
    const before = await previewUrl((await cook()).cookie, `${site.origin}/stew`);
    expect(before.body.existing).toMatchObject({ recipeId: kept.recipeId, isOwn: false });
    const patched = await getApp().inject({
      method: "PATCH",
      url: `/api/recipes/${kept.recipeId}`,
      headers: { cookie: author.cookie },
      payload: { description: "Now with my own twist." },
    });
    expect(patched.statusCode).toBe(200);
    const after = await previewUrl((await cook()).cookie, `${site.origin}/stew`);
    expect(after.body.existing).toBeNull();
  });

  it("never offers another user's import of pasted HTML (its address is unverified)", async () => {
    const author = await cook();
    const page = recipePage({ title: "Claimed Soup", canonical: "https://claimed.example/soup" });
    const preview = (await post("/api/import/preview", author.cookie, { html: page })).json();
    expect(preview.source).toMatchObject({ canonicalUrl: "https://claimed.example/soup", token: null });
    const saved = (await post("/api/import/save", author.cookie, saveBody(preview, { visibility: "public" }))).json();
    expect(saved.outcome).toBe("created");
    const other = await cook();
    const again = (await post("/api/import/preview", other.cookie, { html: page })).json();
    expect(again.existing).toBeNull();
  });

  it("imports pasted recipe text", async () => {
    const me = await cook();
    const text =
      "Quick Hummus\nServes 4\n\nIngredients\n1 can chickpeas, drained\n2 tbsp tahini\n1 lemon, juiced\n\nMethod\n1. Blend everything until smooth.\n2. Season and serve.";
    const preview = await post("/api/import/preview", me.cookie, { text });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      kind: "text",
      extractedBy: "text",
      existing: null,
      source: { url: null, token: null },
      draft: { title: "Quick Hummus", servings: 4 },
    });
    expect(preview.json().draft.ingredientGroups[0].lines[1]).toMatchObject({
      quantity: 2,
      unit: "tablespoon",
      food: "tahini",
    });
    const saved = (await post("/api/import/save", me.cookie, saveBody(preview.json()))).json();
    expect(saved).toMatchObject({ outcome: "created", imageStatus: "none" });

    const nothing = await post("/api/import/preview", me.cookie, { text: "hello there" });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().code).toBe("IMPORT_NOT_RECIPE");
  });

  it("imports a real page's pasted HTML from the corpus", async () => {
    const page = readCorpusPage("africanbites.com");
    if (!page) return;
    const me = await cook();
    const url = String(page.expected.canonical_url);
    const preview = await post("/api/import/preview", me.cookie, { html: page.html, url });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ kind: "html", draft: { title: page.expected.title } });
    const lineCount = body.draft.ingredientGroups.reduce((n: number, g: { lines: unknown[] }) => n + g.lines.length, 0);
    expect(lineCount).toBe((page.expected.ingredients as string[]).length);
  });

  it.each([
    ["/about", 400, "IMPORT_NOT_RECIPE"],
    ["/pdf", 400, "IMPORT_NOT_RECIPE"],
    ["/forbidden", 400, "IMPORT_BLOCKED"],
    ["/rate-limited", 400, "IMPORT_BLOCKED"],
    ["/challenge", 400, "IMPORT_BLOCKED"],
    ["/missing", 400, "IMPORT_UNREACHABLE"],
    ["/huge", 413, "IMPORT_TOO_LARGE"],
    ["/to-metadata", 400, "IMPORT_REFUSED_ADDRESS"],
    ["/to-private-v6", 400, "IMPORT_REFUSED_ADDRESS"],
  ])("explains %s as %i %s", async (pathname, status, code) => {
    const me = await cook();
    const response = await post("/api/import/preview", me.cookie, { url: `${site.origin}${pathname}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: expect.stringMatching(/^[A-Z].+\.$/) });
  });

  it.each([
    ["ftp://example.com/soup", "IMPORT_INVALID_URL"],
    ["not a link", "IMPORT_INVALID_URL"],
    ["http://10.0.0.1/", "IMPORT_REFUSED_ADDRESS"],
    ["http://2852039166/", "IMPORT_REFUSED_ADDRESS"],
    ["http://0xa9fea9fe/", "IMPORT_REFUSED_ADDRESS"],
    ["http://[fd00:ec2::254]/", "IMPORT_REFUSED_ADDRESS"],
    // A web address on a port browsers refuse is refused as an address, not called malformed.
    ["http://example.com:25/soup", "IMPORT_REFUSED_ADDRESS"],
  ])("refuses %s with %s", async (url, code) => {
    const me = await cook();
    const response = await post("/api/import/preview", me.cookie, { url });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it("times out on a server that never answers (short timeout for the test)", async () => {
    const me = await cook();
    const started = Date.now();
    const failure = await previewImport({
      db: db(),
      env: buildTestEnv(allowance),
      userId: me.user.id,
      input: { url: `${site.origin}/silent` },
      fetchOptions: { timeoutMs: 300 },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "IMPORT_TIMEOUT" });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("saves a recipe without its photo when the photo cannot be had", async () => {
    const me = await cook();
    const { body: preview } = await previewUrl(me.cookie, `${site.origin}/soup`);
    const saved = await post(
      "/api/import/save",
      me.cookie,
      saveBody(preview, { imageUrl: `${site.origin}/logo.svg`, onExisting: "copy" }),
    );
    expect(saved.json()).toMatchObject({ outcome: "created", imageStatus: "failed" });
  });

  it("is for signed-in, registered users only", async () => {
    const bodies = {
      "/api/import/preview": { url: `${site.origin}/soup` },
      "/api/import/save": { recipe: { title: "Soup" } },
      "/api/import/url": { url: `${site.origin}/soup` },
    };
    for (const [url, body] of Object.entries(bodies)) {
      const response = await post(url, undefined, body);
      expect(response.statusCode, url).toBe(401);
    }
    const unregistered = await signInForTest(getApp(), `new-${Date.now()}@example.test`);
    const response = await post("/api/import/preview", unregistered, { text: "Toast\nIngredients\n1 slice bread" });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("REGISTRATION_REQUIRED");
  });

  it("limits previews per user", async () => {
    const me = await cook();
    const text = "Toast\nIngredients\n1 slice bread\nMethod\nToast the bread.";
    for (let i = 0; i < 30; i++) {
      expect((await post("/api/import/preview", me.cookie, { text })).statusCode).toBe(200);
    }
    const limited = await post("/api/import/preview", me.cookie, { text });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "RATE_LIMITED", message: expect.stringContaining("Rate limit") });
  });
});

describeEachDatabase("import without the test allowance", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("refuses a 127.0.0.1 page before connecting", async () => {
    const { cookie } = await insertSignedInUser(getApp(), getCtx().database.db);
    const before = site.requests.length;
    const response = await getApp().inject({
      method: "POST",
      url: "/api/import/preview",
      payload: { url: `${site.origin}/soup` },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("IMPORT_REFUSED_ADDRESS");
    expect(site.requests.length).toBe(before);
  });
});
