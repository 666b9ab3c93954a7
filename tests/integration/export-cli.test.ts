/** `ladle export --user <email> <file>`: the account's archive on disk, and a one-line JSON summary. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readLadleArchive } from "#core/moving-in/formats/ladle-archive.ts";
import { openDatabase } from "#db/client.ts";
import { insertCollection, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { unzipEntries } from "../helpers/archive.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";

describe("ladle export", () => {
  const dataDir = useTempDataDir("export", { from: "migrated" });

  it("writes the archive with the recipe's photo from the data folder and prints what went in", async () => {
    const database = await openDatabase({ pgliteDir: path.join(dataDir(), "pg") });
    const photo = Buffer.from("RIFF....WEBPVP8 fake but stored bytes");
    let email: string;
    let recipeId: string;
    try {
      const { user } = await insertRegisteredUser(database.db);
      email = user.email;
      const key = `recipes/${crypto.randomUUID()}-abc123-1200.webp`;
      const recipe = await insertRecipe(database.db, {
        authorId: user.id,
        visibility: "private",
        imageUrl: `/uploads/${key.replace("-1200", "-800")}`,
        imageVariants: [
          { width: 800, url: `/uploads/${key.replace("-1200", "-800")}` },
          { width: 1200, url: `/uploads/${key}` },
        ],
      });
      recipeId = recipe.id;
      fs.mkdirSync(path.join(dataDir(), "uploads", "recipes"), { recursive: true });
      fs.writeFileSync(path.join(dataDir(), "uploads", key), photo);
      await insertCollection(database.db, { ownerId: user.id });
    } finally {
      await database.close();
    }

    const file = path.join(dataDir(), "out.zip");
    const result = await runLadle(["export", "--user", email.toUpperCase(), file], {
      env: { LADLE_DATA_DIR: dataDir() },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      file,
      recipes: 1,
      photos: 1,
      collections: 1,
      mealPlans: 0,
      shoppingLists: 0,
      reviews: 0,
    });
    const archive = readLadleArchive(unzipEntries(fs.readFileSync(file)));
    expect(archive.failed).toEqual([]);
    expect(archive.recipes.map((r) => r.ladle)).toEqual([{ id: recipeId, visibility: "private", keptTags: [] }]);
    expect(Buffer.from(archive.recipes[0].photos[0].bytes).equals(photo)).toBe(true);
  }, 90_000);
});
