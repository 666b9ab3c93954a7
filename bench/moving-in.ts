/**
 * Moving in a 5,000-recipe Paprika archive with a photo each, through the same code as the upload's
 * job (runMovingIn), on an in-memory PGlite and a temporary uploads folder: the time to read the
 * archive alone and to import it, peak memory, and how many recipes came through intact (title,
 * ingredients, steps, times, rating, tags, notes and photo compared with what was written).
 *
 *   npx tsx bench/moving-in.ts [recipes]      (default 5000)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/moving-in.ts [recipes]
 *
 * With BENCH_DATABASE_URL it runs on PostgreSQL, as a site in production does, in a database of
 * its own that it creates on that server and drops at the end.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { gzipSync, strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { readUpload } from "#core/moving-in/formats/index.ts";
import { openDatabase } from "#db/client.ts";
import { insertRegisteredUser } from "#db/factories/index.ts";
import { movedRecipeDetails, movingInImports, movingInItems, recipes } from "#db/schema.ts";
import { parseEnv } from "#server/env.ts";
import { runMovingIn } from "#server/features/moving-in/run-import.ts";
import { createStorage } from "#server/lib/storage/create-storage.ts";
import { createDatabase, databaseUrl, dropDatabase } from "../tests/helpers/postgres.ts";

const total = Number(process.argv[2] ?? 5000);
const foods = [
  "onion",
  "garlic cloves",
  "carrots",
  "plain flour",
  "butter",
  "milk",
  "eggs",
  "chickpeas",
  "rice",
  "lemons",
];
const units = ["g", "tbsp", "tsp", "ml", "cups", ""];
const categories = ["Dinner", "Lunch", "Baking", "Vegetarian", "Quick", "Soup", "Dessert", "Family"];

interface TWritten {
  name: string;
  ingredients: string[];
  directions: string[];
  rating: number;
  categories: string[];
  notes: string;
  prep: number;
}

function writtenRecipe(i: number): TWritten {
  const count = 4 + (i % 7);
  return {
    name: `Bench recipe ${i + 1}: ${foods[i % foods.length]} and ${foods[(i * 7 + 3) % foods.length]}`,
    ingredients: Array.from({ length: count }, (_, k) =>
      `${1 + ((i + k) % 9)} ${units[(i + k) % units.length]} ${foods[(i * 3 + k) % foods.length]}`.replace("  ", " "),
    ),
    directions: Array.from(
      { length: 3 + (i % 4) },
      (_, k) => `Step ${k + 1} for recipe ${i + 1}: stir the pot gently and cook for ${5 + k} minutes.`,
    ),
    rating: i % 6,
    categories: [categories[i % categories.length], categories[(i + 3) % categories.length]],
    notes: i % 3 === 0 ? `Note ${i + 1}: doubles well.` : "",
    prep: 5 + (i % 40),
  };
}

async function buildArchive(): Promise<{ bytes: Uint8Array; written: TWritten[] }> {
  // Sixteen distinct photos, 640×480 JPEG, reused across the recipes.
  const photos = await Promise.all(
    Array.from({ length: 16 }, (_, k) =>
      sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 40 + k * 12, g: 120, b: 200 - k * 10 } },
      })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
  const entries: Record<string, Uint8Array> = {};
  const written: TWritten[] = [];
  for (let i = 0; i < total; i++) {
    const recipe = writtenRecipe(i);
    written.push(recipe);
    const json = {
      uid: `bench-${i}`,
      name: recipe.name,
      ingredients: recipe.ingredients.join("\n"),
      directions: recipe.directions.join("\n"),
      notes: recipe.notes,
      servings: "4",
      prep_time: `${recipe.prep} mins`,
      cook_time: "20 mins",
      categories: recipe.categories,
      rating: recipe.rating,
      source_url: `https://example.com/bench/${i}`,
      photo_data: photos[i % photos.length].toString("base64"),
    };
    entries[`${recipe.name.replace(/[:/]/g, "")}.paprikarecipe`] = gzipSync(strToU8(JSON.stringify(json)));
  }
  return { bytes: zipSync(entries, { level: 0 }), written };
}

let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}, 50);

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const built = performance.now();
const { bytes, written } = await buildArchive();
console.log(
  `Archive: ${total.toLocaleString("en")} recipes with photos, ${mb(bytes.length)}, built in ${Math.round(performance.now() - built)} ms`,
);

const readStarted = performance.now();
const read = await readUpload({ name: "bench.paprikarecipes", bytes });
console.log(
  `Reading alone: ${Math.round(performance.now() - readStarted)} ms, ${read.recipes.length} recipes, ${read.failed.length} failed`,
);
read.recipes.length = 0;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladle-bench-moving-in-"));
const env = parseEnv({ ...process.env, LADLE_DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" });
const storage = createStorage({ env });
const postgresUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = `ladle_bench_moving_in_${process.pid}`;
const database = postgresUrl
  ? await createDatabase(postgresUrl, benchDatabase).then(() =>
      openDatabase({ url: databaseUrl(postgresUrl, benchDatabase), poolSize: 4 }),
    )
  : await openDatabase();
console.log(`Database: ${postgresUrl ? "PostgreSQL" : "PGlite in memory"}`);
await database.migrate();
const { db } = database;
const { user } = await insertRegisteredUser(db, {});
const [upload] = await db
  .insert(movingInImports)
  .values({ userId: user.id, fileName: "bench.paprikarecipes", sizeBytes: bytes.length })
  .returning();

const started = performance.now();
await runMovingIn({ db, storage, importId: upload.id, bytes });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

const rows = await db
  .select({ item: movingInItems, recipe: recipes, details: movedRecipeDetails })
  .from(movingInItems)
  .innerJoin(recipes, eq(recipes.id, movingInItems.recipeId))
  .leftJoin(movedRecipeDetails, eq(movedRecipeDetails.recipeId, recipes.id))
  .where(eq(movingInItems.importId, upload.id));
let intact = 0;
const byTitle = new Map(written.map((w) => [w.name, w]));
for (const { recipe, details } of rows) {
  const want = byTitle.get(recipe.title);
  if (!want) continue;
  const lines = recipe.ingredientGroups.flatMap((g) => g.lines.map((l) => l.text));
  const steps = recipe.instructionSections.flatMap((s) => s.steps);
  const isIntact =
    JSON.stringify(lines) === JSON.stringify(want.ingredients) &&
    JSON.stringify(steps) === JSON.stringify(want.directions) &&
    recipe.prepMinutes === want.prep &&
    recipe.servings === 4 &&
    recipe.imageUrl !== null &&
    (details?.rating ?? 0) === want.rating &&
    JSON.stringify(details?.tags) === JSON.stringify(want.categories) &&
    (details?.notes ?? "") === want.notes;
  if (isIntact) intact++;
}
console.log(
  `Import: ${seconds.toFixed(1)} s (${Math.round(total / seconds)} recipes/s), ${rows.length} saved, ${intact} intact (${((intact / total) * 100).toFixed(1)}%)`,
);
console.log(`Peak memory: RSS ${mb(peakRss)}, heap ${mb(peakHeap)}`);
await database.close();
if (postgresUrl) await dropDatabase(postgresUrl, benchDatabase);
fs.rmSync(dataDir, { recursive: true, force: true });
