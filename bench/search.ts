/**
 * Search latency: generates N recipes (INSERT … SELECT generate_series, titles and ingredients from
 * word lists) and times a fixed mix of 200 searches through `searchRecipes` (common words, two
 * words, typos, filters, filter-only and later pages), printing p50/p95 per size.
 * PostgreSQL sizes come from BENCH_SIZES (default 10000,100000,1000000) on BENCH_DATABASE_URL's
 * server, one database per size (`ladle_bench_search_<n>`, reused when it already holds N recipes
 * unless BENCH_FRESH=1); PGlite runs in memory at BENCH_PGLITE_SIZE (default 100000; 0 skips).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5435/postgres npx tsx bench/search.ts
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type TDatabase, type TDb } from "#db/client.ts";
import { searchRecipes, type TRecipeSearchFilters } from "#server/features/search/service.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";

const sizes = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number).filter(Boolean);
const pgliteSize = Number(process.env.BENCH_PGLITE_SIZE ?? 100_000);
const batchSize = 100_000;

const words = {
  adjectives: [
    "Crispy",
    "Creamy",
    "Spicy",
    "Smoky",
    "Lemon",
    "Garlic",
    "Honey",
    "Roasted",
    "Grilled",
    "Slow-Cooked",
    "Easy",
    "Quick",
    "Classic",
    "Rustic",
    "Sticky",
    "Zesty",
    "Herby",
    "Golden",
    "Hearty",
    "Fresh",
    "Coconut",
    "Ginger",
    "Maple",
    "Chipotle",
    "Miso",
  ],
  mains: [
    "Chicken",
    "Salmon",
    "Beef",
    "Pork",
    "Tofu",
    "Lentil",
    "Chickpea",
    "Mushroom",
    "Shrimp",
    "Lamb",
    "Turkey",
    "Cauliflower",
    "Eggplant",
    "Potato",
    "Spinach",
    "Pumpkin",
    "Tomato",
    "Broccoli",
    "Halloumi",
    "Cod",
    "Sausage",
    "Bean",
    "Noodle",
    "Rice",
    "Kale",
  ],
  dishes: [
    "Curry",
    "Stew",
    "Soup",
    "Salad",
    "Tacos",
    "Pasta",
    "Risotto",
    "Stir-Fry",
    "Bake",
    "Pie",
    "Burgers",
    "Skewers",
    "Noodles",
    "Bowl",
    "Casserole",
    "Sandwich",
    "Frittata",
    "Chili",
    "Traybake",
    "Gratin",
    "Fritters",
    "Wraps",
    "Lasagne",
    "Dumplings",
    "Flatbread",
  ],
  ingredients: [
    "olive oil",
    "garlic",
    "onion",
    "red onion",
    "carrot",
    "celery",
    "butter",
    "flour",
    "sugar",
    "salt",
    "black pepper",
    "cumin",
    "paprika",
    "coriander",
    "turmeric",
    "chilli flakes",
    "lemon juice",
    "lime",
    "ginger",
    "soy sauce",
    "honey",
    "maple syrup",
    "cream",
    "milk",
    "eggs",
    "parmesan",
    "feta",
    "mozzarella",
    "basil",
    "parsley",
    "thyme",
    "rosemary",
    "oregano",
    "bay leaves",
    "chicken stock",
    "vegetable stock",
    "tinned tomatoes",
    "tomato paste",
    "spinach",
    "peas",
    "sweetcorn",
    "bell pepper",
    "courgette",
    "mushrooms",
    "potatoes",
    "sweet potato",
    "rice",
    "spaghetti",
    "penne",
    "coconut milk",
    "chickpeas",
    "black beans",
    "lentils",
    "tofu",
    "chicken thighs",
    "beef mince",
    "salmon fillets",
    "prawns",
    "bacon",
    "yoghurt",
  ],
  units: ["1 tbsp", "2 tbsp", "1 tsp", "200 g", "400 g", "1 cup", "2 cups", "1", "2", "3", "1 can", "a pinch of"],
  cuisines: [
    "Italian",
    "American",
    "Mexican",
    "Middle Eastern",
    "French",
    "British",
    "Thai",
    "Japanese",
    "Indian",
    "Chinese",
    "Greek",
    "Spanish",
    "Korean",
    "Mediterranean",
    "Vietnamese",
  ],
  courses: ["breakfast", "lunch", "dinner", "side", "dessert", "snack", "drink"],
};

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
/** A deterministic pseudo-random pick from an array for row i and salt s. */
const pick = (array: string, length: number, salt: string) =>
  `(${array})[1 + abs(hashtext(i::text || '${salt}')) % ${length}]`;

function generationSql(authorId: string, from: number, to: number): string {
  const a = sqlArray(words.adjectives);
  const m = sqlArray(words.mains);
  const d = sqlArray(words.dishes);
  const ing = sqlArray(words.ingredients);
  const u = sqlArray(words.units);
  const cu = sqlArray(words.cuisines);
  const co = sqlArray(words.courses);
  return `
    INSERT INTO recipes (author_id, title, description, image_url, servings, prep_minutes, cook_minutes, total_minutes,
      ingredient_groups, instruction_sections, courses, cuisines, diets, visibility, created_at, updated_at)
    SELECT '${authorId}',
      ${pick(a, words.adjectives.length, "a")} || ' ' || ${pick(m, words.mains.length, "m")} || ' ' || ${pick(d, words.dishes.length, "d")}
        || CASE WHEN i % 3 = 0 THEN ' with ' || initcap(${pick(ing, words.ingredients.length, "w")}) ELSE '' END,
      'A ' || lower(${pick(a, words.adjectives.length, "a2")}) || ' ' || lower(${pick(d, words.dishes.length, "d2")}) || ' with '
        || ${pick(ing, words.ingredients.length, "i1")} || ' and ' || ${pick(ing, words.ingredients.length, "i2")}
        || '. Ready on the table for a weeknight, and even better the next day.',
      CASE WHEN i % 5 = 0 THEN NULL ELSE '/uploads/bench/' || i || '.webp' END,
      2 + i % 5, 5 + i % 25, 10 + i % 90, 15 + i % 110,
      jsonb_build_array(jsonb_build_object('name', NULL, 'lines', (
        SELECT jsonb_agg(jsonb_build_object('text', ${pick(u, words.units.length, "u' || j::text || '")} || ' ' || ${pick(ing, words.ingredients.length, "g' || j::text || '")}))
        FROM generate_series(1, 5 + i % 7) AS j
      ))),
      jsonb_build_array(jsonb_build_object('name', NULL, 'steps', jsonb_build_array(
        'Prepare the ingredients.', 'Cook everything together until done.', 'Season and serve.'))),
      ARRAY[${pick(co, words.courses.length, "c")}],
      ARRAY[${pick(cu, words.cuisines.length, "k")}],
      (CASE WHEN i % 4 = 0 THEN ARRAY['vegetarian'] ELSE ARRAY[]::text[] END)
        || (CASE WHEN i % 8 = 0 THEN ARRAY['vegan'] ELSE ARRAY[]::text[] END)
        || (CASE WHEN i % 3 = 0 THEN ARRAY['gluten-free'] ELSE ARRAY[]::text[] END),
      CASE WHEN i % 50 = 0 THEN 'draft' WHEN i % 33 = 0 THEN 'paywalled' ELSE 'public' END,
      now() - (i % 730) * interval '1 day', now()
    FROM generate_series(${from}, ${to}) AS i`;
}

async function generate(db: TDb, size: number) {
  const authorId = "bench-search-author";
  await db.execute(
    sql.raw(`
    INSERT INTO users (id, name, email, completed_registration) VALUES ('${authorId}', 'Bench Cook', 'bench-search@example.test', true)
    ON CONFLICT DO NOTHING;
    `),
  );
  await db.execute(
    sql.raw(
      `INSERT INTO profiles (id, name, username) VALUES ('${authorId}', 'Bench Cook', 'bench_cook') ON CONFLICT DO NOTHING`,
    ),
  );
  for (let from = 1; from <= size; from += batchSize) {
    await db.execute(sql.raw(generationSql(authorId, from, Math.min(size, from + batchSize - 1))));
  }
  await db.execute(sql`ANALYZE`);
}

interface TQuery {
  kind: string;
  q: string;
  filters?: TRecipeSearchFilters;
  page?: number;
}

function queryMix(): TQuery[] {
  const common = [
    "chicken",
    "pasta",
    "soup",
    "curry",
    "salad",
    "garlic",
    "lemon",
    "tomato",
    "salmon",
    "spicy",
    "tacos",
    "coconut",
    "mushroom",
    "rice",
    "honey",
    "stew",
    "beef",
    "tofu",
    "ginger",
    "potato",
    "feta",
    "risotto",
    "noodles",
    "cumin",
    "basil",
  ];
  const pairs = [
    "chicken curry",
    "lemon pasta",
    "spicy soup",
    "salmon salad",
    "garlic mushroom",
    "tomato soup",
    "beef stew",
    "tofu stir-fry",
    "coconut curry",
    "honey chicken",
    "halloumi wraps",
    "lentil soup",
    "pumpkin risotto",
    "pork dumplings",
    "quick tacos",
    "creamy pasta",
    "chickpea curry",
    "kale salad",
    "miso salmon",
    "maple pork",
    "smoky beans",
    "feta salad",
    "shrimp noodles",
    "golden potato",
    "herby lamb",
  ];
  const typos = [
    "chiken",
    "tomatoe",
    "spagetti",
    "currry",
    "mushrom",
    "brocoli",
    "salmn",
    "lasagna",
    "chikpea",
    "garlc",
    "risoto",
    "noodels",
    "halloumy",
    "cauliflour",
    "pumkin",
    "tacoss",
    "ginjer",
    "corriander",
    "parmesean",
    "zuchini",
  ];
  const mix: TQuery[] = [];
  for (const q of [...common, ...common]) mix.push({ kind: "one word", q });
  for (const q of [...pairs, ...pairs]) mix.push({ kind: "two words", q });
  for (const q of [...typos, ...typos]) mix.push({ kind: "typo", q });
  const filters: TRecipeSearchFilters[] = [
    { diet: ["vegan"] },
    { maxMinutes: 30 },
    { course: "dinner" },
    { cuisine: "italian" },
    { diet: ["vegetarian", "gluten-free"], maxMinutes: 45 },
    { hasImage: true, course: "lunch" },
  ];
  for (let i = 0; i < 30; i += 1)
    mix.push({ kind: "with filters", q: common[i % common.length], filters: filters[i % filters.length] });
  for (let i = 0; i < 10; i += 1) mix.push({ kind: "filters only", q: "", filters: filters[i % filters.length] });
  for (let i = 0; i < 10; i += 1) mix.push({ kind: "page 3", q: pairs[i], page: 3 });
  for (const q of [
    "halloumi gratin",
    "miso cod",
    "chipotle kale",
    "maple turkey pie",
    "zesty eggplant",
    "sticky pork",
    "rustic lentil",
    "ginger cod",
    "smoky pumpkin",
    "kale fritters",
  ]) {
    mix.push({ kind: "rare words", q });
  }
  return mix;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, database: TDatabase) {
  const mix = queryMix();
  for (const query of mix) await searchRecipes({ db: database.db, ...query });
  const timings: { kind: string; ms: number }[] = [];
  for (const query of mix) {
    const started = performance.now();
    await searchRecipes({ db: database.db, ...query });
    timings.push({ kind: query.kind, ms: performance.now() - started });
  }
  const format = (values: number[]) => {
    const sorted = [...values].sort((x, y) => x - y);
    return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms`;
  };
  console.log(
    `${label.padEnd(26)} all ${String(timings.length).padStart(3)} queries  ${format(timings.map((t) => t.ms))}`,
  );
  for (const kind of [...new Set(timings.map((t) => t.kind))]) {
    const ms = timings.filter((t) => t.kind === kind).map((t) => t.ms);
    console.log(`${"".padEnd(26)} ${kind.padEnd(16)}${format(ms)}`);
  }
}

async function recipeCount(db: TDb): Promise<number> {
  const [row] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::int AS count FROM recipes`));
  return Number(row.count);
}

async function benchPostgres(baseUrl: string, size: number) {
  const name = `ladle_bench_search_${size}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
  if (exists && process.env.BENCH_FRESH === "1") await admin.query(`DROP DATABASE ${name}`);
  if (!exists || process.env.BENCH_FRESH === "1") await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await database.migrate();
    const started = performance.now();
    const count = await recipeCount(database.db);
    if (count !== size) {
      if (count > 0) throw new Error(`${name} holds ${count} recipes; run with BENCH_FRESH=1`);
      await generate(database.db, size);
      console.log(`postgresql ${size}: generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      console.log(`postgresql ${size}: reused ${name}`);
    }
    await measure(`postgresql ${size.toLocaleString("en")}`, database);
  } finally {
    await database.close();
  }
}

async function benchPglite(size: number) {
  const database = await openDatabase();
  try {
    await database.migrate();
    const started = performance.now();
    await generate(database.db, size);
    console.log(`pglite ${size}: generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await measure(`pglite ${size.toLocaleString("en")}`, database);
  } finally {
    await database.close();
  }
}

if (process.env.BENCH_DATABASE_URL) {
  for (const size of sizes) await benchPostgres(process.env.BENCH_DATABASE_URL, size);
} else {
  console.log("BENCH_DATABASE_URL is not set: skipping PostgreSQL.");
}
if (pgliteSize > 0) await benchPglite(pgliteSize);
