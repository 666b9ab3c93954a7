/**
 * What a cook kept from the app they moved in from (their rating, notes and tags), on both
 * databases: their own state on the recipe's page shows it to them and to nobody else (another
 * cook, a visitor, the recipe's API answer), only they may change or remove it, bad input is a 400
 * naming the field, and their archive carries it out and back in.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { movedRecipeDetails, recipes } from "#db/schema.ts";
import { drainJobs, insertSignedInUser, useTestApp } from "../helpers/app.ts";
import { readJsonEntry, unzipEntries } from "../helpers/archive.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { paprikaArchive } from "../helpers/moving-in-archives.ts";

const notes = "Halve the chilli for the kids. Better the next day.";

/** A RecipeSage-style JSON-LD export: the cook's notes as an "Author Notes" comment, their stars, their tags. */
function recipeSageFile(title: string): Uint8Array {
  return new TextEncoder().encode(
    JSON.stringify([
      {
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: title,
        description: "A warming pot for Sundays.",
        recipeIngredient: ["500 g beef mince", "2 tins kidney beans", "1 red chilli"],
        recipeInstructions: [{ "@type": "HowToStep", text: "Brown the mince, add the rest, simmer an hour." }],
        keywords: "Weeknight, Freezer friendly",
        comment: [{ "@type": "Comment", name: "Author Notes", text: notes }],
        "ladle:rating": 4.5,
      },
    ]),
  );
}

describeEachDatabase("moving in: the cook's kept rating, notes and tags", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  const db = () => getCtx().database.db;

  function call(method: "GET" | "PUT" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: unknown) {
    return getApp().inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function moveIn(cookie: string, bytes: Uint8Array, fileName = "recipes.json") {
    const upload = await getApp().inject({
      method: "POST",
      url: `/api/moving-in?fileName=${fileName}`,
      headers: { cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(bytes),
    });
    expect(upload.statusCode, upload.body).toBe(202);
    await drainJobs(getApp());
    return (await call("GET", `/api/moving-in/${upload.json().id}`, cookie)).json();
  }

  const stateOf = async (recipeId: string, cookie?: string) =>
    (await call("GET", `/api/me/state?recipeId=${recipeId}`, cookie)).json();

  it("shows the owner what they kept, on a private recipe and once it is public; nobody else ever sees it", async () => {
    const owner = await insertSignedInUser(getApp(), db());
    const other = await insertSignedInUser(getApp(), db());
    const report = await moveIn(owner.cookie, recipeSageFile(`Chilli ${Date.now()}`));
    const recipeId = report.imported[0].id;

    const [recipe] = await db().select().from(recipes).where(eq(recipes.id, recipeId));
    // The notes are the cook's own: not part of the description every reader of a public recipe sees.
    expect(recipe.description).toBe("A warming pot for Sundays.");
    expect((await stateOf(recipeId, owner.cookie)).recipe.kept).toEqual({
      rating: 4.5,
      notes,
      tags: ["Weeknight", "Freezer friendly"],
      fromApp: null,
    });
    expect((await stateOf(recipeId, other.cookie)).recipe).toBeNull();

    // Through the API, as the cook would: the copies every process keeps of the recipe are dropped
    // at once (a write straight to the table reaches them a moment later, through the database).
    const made = await call("PATCH", `/api/recipes/${recipeId}`, owner.cookie, { visibility: "public" });
    expect(made.statusCode, made.body).toBe(200);
    const othersState = await stateOf(recipeId, other.cookie);
    expect(othersState.recipe).toMatchObject({ isOwner: false, kept: null });
    expect((await stateOf(recipeId)).recipe).toBeNull();
    for (const cookie of [owner.cookie, other.cookie, undefined]) {
      const view = await call("GET", `/api/recipes/${recipeId}`, cookie);
      expect(view.statusCode).toBe(200);
      expect(view.body).not.toContain("Halve the chilli");
      expect(view.body).not.toContain("Freezer friendly");
    }
  });

  it("lets only the owner change or remove them, and names the field of bad input", async () => {
    const owner = await insertSignedInUser(getApp(), db());
    const other = await insertSignedInUser(getApp(), db());
    const report = await moveIn(owner.cookie, recipeSageFile(`Stew ${Date.now()}`));
    const recipeId = report.imported[0].id;
    const url = `/api/recipes/${recipeId}/kept-details`;
    const changed = { rating: 3, notes: "  Less salt.  ", tags: ["Winter", "winter", "Stew"] };

    expect((await call("PUT", url, undefined, changed)).statusCode).toBe(401);
    expect((await call("PUT", url, other.cookie, changed)).statusCode).toBe(404);
    expect((await call("DELETE", url, other.cookie)).statusCode).toBe(404);
    const badRating = await call("PUT", url, owner.cookie, { ...changed, rating: 7 });
    expect(badRating.statusCode).toBe(400);
    // Each message names its field once.
    expect(badRating.json().message).toBe("rating: At most 5 stars.");
    const badTags = await call("PUT", url, owner.cookie, { ...changed, tags: [""] });
    expect(badTags.statusCode).toBe(400);
    expect(badTags.json().message).toBe("tags.0: A tag cannot be empty.");
    const badNotes = await call("PUT", url, owner.cookie, { ...changed, notes: 42 });
    expect(badNotes.statusCode).toBe(400);
    expect(badNotes.json().message).toBe("notes: Text, or null.");

    const saved = await call("PUT", url, owner.cookie, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().details).toEqual({ rating: 3, notes: "Less salt.", tags: ["winter", "Stew"], fromApp: null });
    expect((await stateOf(recipeId, owner.cookie)).recipe.kept).toMatchObject({ rating: 3, notes: "Less salt." });

    const emptied = await call("PUT", url, owner.cookie, { rating: null, notes: "", tags: [] });
    expect(emptied.json()).toEqual({ details: null });
    expect((await stateOf(recipeId, owner.cookie)).recipe.kept).toBeNull();

    await call("PUT", url, owner.cookie, changed);
    expect((await call("DELETE", url, owner.cookie)).statusCode).toBe(204);
    expect((await stateOf(recipeId, owner.cookie)).recipe.kept).toBeNull();
    const rows = await db().select().from(movedRecipeDetails).where(eq(movedRecipeDetails.recipeId, recipeId));
    expect(rows).toEqual([]);
  });

  it("names the app a file came from, and keeps nothing for a recipe that brought nothing of the cook's", async () => {
    const { cookie } = await insertSignedInUser(getApp(), db());
    const report = await moveIn(cookie, paprikaArchive(), "My%20Recipes.paprikarecipes");
    const cake = report.imported.find((r: { title: string }) => r.title === "Lemon Drizzle Cake");
    expect((await stateOf(cake.id, cookie)).recipe.kept).toMatchObject({ rating: 5, fromApp: "Paprika" });

    const bare = new TextEncoder().encode(
      JSON.stringify({
        "@type": "Recipe",
        name: `Plain rice ${Date.now()}`,
        recipeIngredient: ["1 cup rice"],
        recipeInstructions: ["Simmer."],
      }),
    );
    const plain = await moveIn(cookie, bare);
    const rows = await db()
      .select()
      .from(movedRecipeDetails)
      .where(eq(movedRecipeDetails.recipeId, plain.imported[0].id));
    expect(rows).toEqual([]);
  });

  it("carries them out in the cook's archive and back in when it is imported", async () => {
    const owner = await insertSignedInUser(getApp(), db());
    const title = `Round-trip chilli ${Date.now()}`;
    const report = await moveIn(owner.cookie, recipeSageFile(title));
    const recipeId = report.imported[0].id;
    await call("PUT", `/api/recipes/${recipeId}/kept-details`, owner.cookie, {
      rating: 4,
      notes,
      tags: ["Weeknight", "Spicy"],
    });

    const exported = await call("GET", "/api/me/export", owner.cookie);
    expect(exported.statusCode).toBe(200);
    const archived = readJsonEntry(unzipEntries(exported.rawPayload), `recipes/${recipeId}.json`);
    expect(archived).toMatchObject({ "ladle:rating": 4, "ladle:notes": notes, "ladle:tags": ["Weeknight", "Spicy"] });

    const importer = await insertSignedInUser(getApp(), db());
    const back = await moveIn(importer.cookie, exported.rawPayload, "ladle-export.zip");
    expect(back).toMatchObject({ state: "completed", format: "ladle-export", failed: [] });
    const restored = back.imported.find((r: { title: string }) => r.title === title);
    expect((await stateOf(restored.id, importer.cookie)).recipe.kept).toEqual({
      rating: 4,
      notes,
      tags: ["Weeknight", "Spicy"],
      fromApp: null,
    });
  });
});
