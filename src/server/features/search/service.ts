/**
 * Search (issue 4). Recipes: ranked full-text search on `recipes.search_vector` (English; title A >
 * ingredients and tags B > description C), typo tolerance through a vocabulary of indexed words
 * (`search_words`, trigram-matched: "chiken" becomes chicken), a trigram match on titles when that
 * still finds nothing, filters, paging and highlighted snippets as plain-text segments.
 * Only public recipes and paywalled teasers by public profiles are searched; a teaser's snippet
 * comes from its title and description only.
 *
 * Ranking is bounded: at most `searchRankWindow` matches are ranked, so a word found in a third of
 * a million recipes costs the same as a rare one. Totals past the window are reported as capped.
 * Recipes whose title has every query word come first (the "title tier"): they are found through a
 * part of the search index that holds title words only (recipes_search_idx, migration 0010), and
 * the other matches are only read when there are fewer of them than the window
 * (docs/decisions/012-search-at-scale.md).
 */
import { type SQL, sql } from "drizzle-orm";
import { toCuisineName } from "#core/recipes/recipe-input.schema.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TTextSegment } from "#core/search/search.schema.ts";
import type { TDb } from "#db/client.ts";
import { rowsOf } from "#server/auth/rate-limits.ts";
import { type TCardRow, toCards } from "../recipes/recipe-lists.ts";
import { matchEnd, matchStart, toSegments } from "./segments.ts";

export const searchRankWindow = 1000;
const maxWords = 8;

export interface TRecipeSearchFilters {
  /** Every listed diet must apply. */
  diet?: string[];
  course?: string;
  cuisine?: string;
  maxMinutes?: number;
  hasImage?: boolean;
  hasVideo?: boolean;
}

export interface TRecipeSearchHit extends TRecipeCard {
  titleSegments: TTextSegment[];
  /** A short passage around the match (description, or ingredients of a public recipe). */
  snippet: TTextSegment[];
}

export interface TRecipeSearchResult {
  items: TRecipeSearchHit[];
  page: number;
  pageSize: number;
  /** Matches, up to `searchRankWindow`. */
  total: number;
  /** True when there are more matches than `total` says. */
  isTotalCapped: boolean;
  /** Query words that were read as another word ("chiken" → "chicken"), for "Showing results for…". */
  corrections: { from: string; to: string }[];
  /** "fulltext", "trigram" (typo fallback on titles) or "filters" (no query words). */
  mode: "fulltext" | "trigram" | "filters";
}

/** Lowercased words of a query, accents removed; at most 8. */
export function queryWords(q: string): string[] {
  return (
    q
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g)
      ?.slice(0, maxWords) ?? []
  );
}

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

export interface TResolvedWord {
  word: string;
  stem: string | null;
  isKnown: boolean;
  suggestion: string | null;
  /**
   * For an unknown word: every indexed word it begins (at most `maxCompletions`), or null when
   * there are more or they were not looked up.
   */
  completions: string[] | null;
}

/** More completions than this and the title query keeps the prefix match instead. */
const maxCompletions = 20;
/** Stems that can be completed from the vocabulary: search_words keeps only words like these. */
const completableStem = /^[a-z]{3,}$/;

/**
 * Stems each word; for words no recipe uses, finds the closest indexed word and the indexed words
 * it begins (a half-typed last word). One query, which also reads the planner's estimate of the
 * number of recipes.
 */
async function resolveWords(db: TDb, words: string[]): Promise<{ words: TResolvedWord[]; recipeEstimate: number }> {
  const result = await db.execute(sql`
    SELECT t.word, s.stem, k.is_known, ${recipeEstimate} AS recipe_estimate,
      CASE WHEN length(t.word) >= 4 AND NOT k.is_known THEN
        (SELECT w.lexeme FROM search_words w WHERE w.lexeme % t.word
         ORDER BY similarity(w.lexeme, t.word) DESC, w.lexeme LIMIT 1)
      END AS suggestion,
      CASE WHEN NOT k.is_known AND s.stem ~ ${completableStem.source} THEN
        (SELECT coalesce(array_agg(c.lexeme ORDER BY c.lexeme), '{}') FROM (
           SELECT w.lexeme FROM search_words w WHERE w.lexeme LIKE s.stem || '%' LIMIT ${maxCompletions + 1}
         ) c)
      END AS completions
    FROM jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) WITH ORDINALITY AS t(word, ord)
    LEFT JOIN LATERAL (
      SELECT min(v.lexeme) AS stem FROM unnest(to_tsvector('english'::regconfig, t.word)) AS v
    ) s ON true
    LEFT JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM search_words w WHERE w.lexeme = s.stem) AS is_known) k ON true
    ORDER BY t.ord
  `);
  const rows = rowsOf<{
    word: string;
    stem: string | null;
    is_known: boolean;
    recipe_estimate: number;
    suggestion: string | null;
    completions: string[] | null;
  }>(result);
  return {
    words: rows.map((r) => ({
      word: r.word,
      stem: r.stem,
      isKnown: r.is_known,
      suggestion: r.suggestion,
      completions: r.completions && r.completions.length <= maxCompletions ? r.completions : null,
    })),
    recipeEstimate: Number(rows[0]?.recipe_estimate ?? 0),
  };
}

/** The tsquery text: every word must match (a typo may match its correction instead). */
export function buildTsquery(words: TResolvedWord[]): string | null {
  const usable = words.filter((w) => w.stem);
  if (usable.length === 0) return null;
  return usable
    .map((w, i) => {
      // The last word may be half typed: match it as a prefix unless it is a whole known word.
      const stem = quoteLexeme(w.stem as string) + (i === usable.length - 1 && !w.isKnown ? ":*" : "");
      return w.isKnown || !w.suggestion ? stem : `(${stem} | ${quoteLexeme(w.suggestion)})`;
    })
    .join(" & ");
}

/**
 * The same query for titles only, with a half-typed last word spelled out as the indexed words it
 * begins: every title word is in the vocabulary, and a GIN prefix scan is costed so high that the
 * planner would read the table instead. Null when no title can match. A title this query misses
 * (a word the vocabulary does not keep, such as one with digits) is still found by the full query.
 * With `isWeightA`, every lexeme is restricted to weight A, so that the query tests the title part
 * of the whole document directly (the same answer as on `ts_filter(document, '{a}')`, cheaper).
 */
export function buildTitleTsquery(words: TResolvedWord[], { isWeightA = false } = {}): string | null {
  const usable = words.filter((w) => w.stem);
  if (usable.length === 0) return null;
  const weight = isWeightA ? "A" : "";
  const lexeme = (text: string, isPrefix = false) =>
    quoteLexeme(text) + (isPrefix || isWeightA ? `:${isPrefix ? "*" : ""}${weight}` : "");
  const terms: string[] = [];
  for (const [i, w] of usable.entries()) {
    const isPrefix = i === usable.length - 1 && !w.isKnown;
    const stem = w.stem as string;
    const alternatives = isPrefix && w.completions ? w.completions.map((c) => lexeme(c)) : [lexeme(stem, isPrefix)];
    if (!w.isKnown && w.suggestion) alternatives.push(lexeme(w.suggestion));
    const unique = [...new Set(alternatives)];
    if (unique.length === 0) return null;
    terms.push(unique.length === 1 ? unique[0] : `(${unique.join(" | ")})`);
  }
  return terms.join(" & ");
}

/** Time limits the search page offers; `recipe_minutes_limits` (migration 0010) indexes these. */
export const indexedMinuteLimits = [15, 30, 45, 60, 90, 120] as const;

const isIndexedMinuteLimit = (minutes: number | undefined) => indexedMinuteLimits.some((limit) => limit === minutes);

/**
 * An eighth of all recipes (by the last byte of their random id) has its own copy of the search
 * index (recipes_search_sample_idx, migration 0010); `inSample` must read exactly like that index's
 * predicate. When the sample alone holds a full window of matches, the total is known to be capped
 * and the window can come from it, so a word in the titles of 50,000 recipes costs what a word in
 * 6,000 does. The sample fills a window only for words in the titles of 8 windows of recipes, so
 * below `sampleMinWindows` windows of recipes (a word in 3% of titles) it is not read at all.
 */
const inSample = sql`get_byte(uuid_send(r.id), 15) < 32`;
const sampleMinWindows = 250;
/** The planner's estimate of the number of recipes (kept by ANALYZE and autovacuum). */
const recipeEstimate = sql`(SELECT reltuples FROM pg_class WHERE oid = 'recipes'::regclass)::float8`;

function filterConditions(filters: TRecipeSearchFilters): SQL[] {
  const conditions: SQL[] = [sql`r.visibility IN ('public', 'paywalled')`, sql`p.is_public`];
  const textArray = (values: string[]) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  if (filters.diet && filters.diet.length > 0) conditions.push(sql`r.diets @> ${textArray(filters.diet)}`);
  if (filters.course) conditions.push(sql`r.courses @> ${textArray([filters.course])}`);
  if (filters.cuisine) conditions.push(sql`r.cuisines @> ${textArray([toCuisineName(filters.cuisine)])}`);
  const maxMinutes = filters.maxMinutes;
  if (maxMinutes !== undefined) {
    // The same test written so that recipes_search_idx can answer it.
    conditions.push(
      isIndexedMinuteLimit(maxMinutes)
        ? sql`recipe_minutes_limits(r.total_minutes) @> ARRAY[${maxMinutes}::integer]`
        : sql`r.total_minutes <= ${maxMinutes}`,
    );
  }
  if (filters.hasImage === true) conditions.push(sql`r.image_url IS NOT NULL`);
  if (filters.hasImage === false) conditions.push(sql`r.image_url IS NULL`);
  if (filters.hasVideo === true) conditions.push(sql`r.video_url IS NOT NULL`);
  if (filters.hasVideo === false) conditions.push(sql`r.video_url IS NULL`);
  return conditions;
}

interface TSearchRow {
  total: number;
  id: string | null;
  title: string;
  image_url: string | null;
  total_minutes: number | null;
  diets: string[];
  visibility: string;
  author_name: string | null;
  author_username: string | null;
  title_marked: string | null;
  snippet_marked: string | null;
}

async function toHits(db: TDb, rows: TSearchRow[]): Promise<TRecipeSearchHit[]> {
  const found = rows.filter((r) => r.id !== null);
  const cardRows: TCardRow[] = found.map((r) => ({
    id: r.id as string,
    title: r.title,
    imageUrl: r.image_url,
    totalMinutes: r.total_minutes,
    diets: r.diets,
    visibility: r.visibility,
    authorName: r.author_name,
    authorUsername: r.author_username,
  }));
  const cards = await toCards(db, cardRows);
  return cards.map((card, i) => ({
    ...card,
    titleSegments: found[i].title_marked ? toSegments(found[i].title_marked) : [{ text: card.title, isMatch: false }],
    snippet: toSegments(found[i].snippet_marked),
  }));
}

const pageColumns = sql`r.id, r.title, r.image_url, r.total_minutes, r.diets, r.visibility,
  p.name AS author_name, p.username AS author_username`;

const titleOptions = `HighlightAll=true, StartSel="${matchStart}", StopSel="${matchEnd}"`;
const snippetOptions = `MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … ", StartSel="${matchStart}", StopSel="${matchEnd}"`;

export async function searchRecipes({
  db,
  q,
  filters = {},
  page = 1,
  pageSize = 20,
  rankWindow = searchRankWindow,
}: {
  db: TDb;
  q: string;
  filters?: TRecipeSearchFilters;
  page?: number;
  pageSize?: number;
  /** Tests only: a smaller window exercises every step on a small corpus. */
  rankWindow?: number;
}): Promise<TRecipeSearchResult> {
  const size = Math.min(Math.max(1, Math.trunc(pageSize) || 20), 48);
  const currentPage = Math.max(1, Math.trunc(page) || 1);
  const offset = (currentPage - 1) * size;
  const where = sql.join(filterConditions(filters), sql` AND `);
  const words = queryWords(q);
  const { words: resolved, recipeEstimate: recipes } =
    words.length > 0 ? await resolveWords(db, words) : { words: [], recipeEstimate: 0 };
  const tsquery = buildTsquery(resolved);
  const titleTsquery = buildTitleTsquery(resolved);
  const titleTsqueryA = buildTitleTsquery(resolved, { isWeightA: true });
  const corrections = resolved
    .filter((w) => !w.isKnown && w.suggestion && w.stem)
    .map((w) => ({ from: w.word, to: w.suggestion as string }));
  const result = async (rows: TSearchRow[], mode: TRecipeSearchResult["mode"]): Promise<TRecipeSearchResult> => {
    const total = Number(rows[0]?.total ?? 0);
    return {
      items: await toHits(db, rows),
      page: currentPage,
      pageSize: size,
      total,
      isTotalCapped: total >= rankWindow,
      corrections: mode === "fulltext" ? corrections : [],
      mode,
    };
  };

  if (!tsquery) {
    // Counting up to the window: when an indexed filter applies, the sample first (a full window
    // there proves the total is capped), then the filter columns of recipes_search_idx or the
    // table, whichever the planner finds cheaper.
    const hasIndexedFilter =
      (filters.diet?.length ?? 0) > 0 ||
      Boolean(filters.course) ||
      Boolean(filters.cuisine) ||
      isIndexedMinuteLimit(filters.maxMinutes);
    const sampled = hasIndexedFilter
      ? sql`${recipeEstimate} >= ${sampleMinWindows * rankWindow} AND ${inSample}`
      : sql`false`;
    const rows = await db.execute(sql`
      WITH sample AS MATERIALIZED (
        SELECT r.id FROM recipes r JOIN profiles p ON p.id = r.author_id
        WHERE ${sampled} AND ${where} LIMIT ${rankWindow}
      ), matches AS MATERIALIZED (
        SELECT id FROM sample WHERE (SELECT count(*) FROM sample) >= ${rankWindow}
        UNION ALL
        (SELECT r.id FROM recipes r JOIN profiles p ON p.id = r.author_id
         WHERE (SELECT count(*) FROM sample) < ${rankWindow} AND ${where} LIMIT ${rankWindow})
      ), page AS (
        SELECT r.id, r.created_at FROM recipes r JOIN profiles p ON p.id = r.author_id
        WHERE ${where} ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST LIMIT ${size} OFFSET ${offset}
      )
      SELECT t.total, x.* FROM (SELECT count(*)::int AS total FROM matches) t
      LEFT JOIN LATERAL (
        SELECT ${pageColumns}, NULL AS title_marked, left(r.description, 200) AS snippet_marked, page.created_at
        FROM page JOIN recipes r ON r.id = page.id JOIN profiles p ON p.id = r.author_id
      ) x ON true
      ORDER BY x.created_at DESC, x.id DESC
    `);
    return result(rowsOf<TSearchRow>(rows), "filters");
  }

  // The query goes in as a literal parameter, not through a CTE, so the planner sees how common
  // its words are: a word in a third of all recipes is read by a scan that stops at the window,
  // a rare one through the GIN index.
  const query = sql`${tsquery}::tsquery`;
  // The filter columns are in the search index too (recipes_search_idx), so one GIN scan intersects
  // "soup" with "vegan" instead of reading every soup.
  // Title tier first: recipes whose title has every word (a far shorter posting list than the
  // whole document's), then the other matches, each read only as far as the window. On a large
  // table the sample is tried before each: a full window found there means the total is capped,
  // and the long posting lists of the whole index are never read. Each step runs only when the
  // ones before it came up short (the counts are one-time filters), and the LIMIT over the last
  // UNION ALL stops reading as soon as the window is full.
  const titleMatch = titleTsquery ? sql`ts_filter(r.search_vector, '{a}') @@ ${titleTsquery}::tsquery` : sql`false`;
  // Not a title match, tested on the whole document's weight-A words: no ts_filter copy per row.
  const otherMatch = titleTsqueryA
    ? sql`r.search_vector @@ ${query} AND NOT r.search_vector @@ ${titleTsqueryA}::tsquery`
    : sql`r.search_vector @@ ${query}`;
  const rank = sql`ts_rank(r.search_vector, ${query})`;
  const titleHit = sql`SELECT r.id, r.created_at, 0 AS tier, ${rank} AS rank FROM recipes r JOIN profiles p ON p.id = r.author_id`;
  const otherHit = sql`SELECT r.id, r.created_at, 1 AS tier, ${rank} AS rank FROM recipes r JOIN profiles p ON p.id = r.author_id`;
  const titleCount = sql`(SELECT count(*) FROM title_hits)`;
  const useSample = recipes >= sampleMinWindows * rankWindow;
  const titleHits = useSample
    ? sql`title_sample AS MATERIALIZED (
        ${titleHit} WHERE ${titleMatch} AND ${inSample} AND ${where} LIMIT ${rankWindow}
      ), title_hits AS MATERIALIZED (
        SELECT * FROM title_sample WHERE (SELECT count(*) FROM title_sample) >= ${rankWindow}
        UNION ALL
        (${titleHit} WHERE (SELECT count(*) FROM title_sample) < ${rankWindow} AND ${titleMatch} AND ${where} LIMIT ${rankWindow})
      ), other_sample AS MATERIALIZED (
        ${otherHit} WHERE ${titleCount} < ${rankWindow} AND ${otherMatch} AND ${inSample} AND ${where} LIMIT ${rankWindow}
      )`
    : sql`title_hits AS MATERIALIZED (${titleHit} WHERE ${titleMatch} AND ${where} LIMIT ${rankWindow})`;
  const shortOfWindow = useSample
    ? sql`${titleCount} + (SELECT count(*) FROM other_sample) < ${rankWindow}`
    : sql`${titleCount} < ${rankWindow}`;
  const rows = rowsOf<TSearchRow>(
    await db.execute(sql`
      WITH ${titleHits}, hits AS MATERIALIZED (
        SELECT * FROM title_hits
        UNION ALL
        ${useSample ? sql`SELECT * FROM other_sample WHERE NOT (${shortOfWindow}) UNION ALL` : sql``}
        (${otherHit} WHERE ${shortOfWindow} AND ${otherMatch} AND ${where} LIMIT ${rankWindow})
        LIMIT ${rankWindow}
      ), page AS (
        SELECT id, tier, rank, created_at FROM hits
        ORDER BY tier, rank DESC, created_at DESC, id LIMIT ${size} OFFSET ${offset}
      )
      SELECT t.total, x.* FROM (SELECT count(*)::int AS total FROM hits) t
      LEFT JOIN LATERAL (
        SELECT ${pageColumns}, page.tier, page.rank, page.created_at,
          ts_headline('english'::regconfig, r.title, ${query}, ${titleOptions}) AS title_marked,
          ts_headline('english'::regconfig,
            CASE WHEN r.visibility = 'public' AND NOT to_tsvector('english'::regconfig, r.description) @@ ${query}
              THEN recipe_ingredient_text(r.ingredient_groups) ELSE r.description END,
            ${query}, ${snippetOptions}) AS snippet_marked
        FROM page JOIN recipes r ON r.id = page.id JOIN profiles p ON p.id = r.author_id
      ) x ON true
      ORDER BY x.tier, x.rank DESC, x.created_at DESC, x.id
    `),
  );
  if (Number(rows[0]?.total ?? 0) > 0) return result(rows, "fulltext");

  // Nothing matched every word: fall back to titles that look like the query (typos across words).
  const phrase = words.join(" ");
  const fallback = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
    return rowsOf<TSearchRow>(
      await tx.execute(sql`
        WITH hits AS MATERIALIZED (
          SELECT r.id, r.created_at, word_similarity(${phrase}, r.title) AS rank
          FROM recipes r JOIN profiles p ON p.id = r.author_id
          WHERE ${phrase} <% r.title AND ${where}
          LIMIT ${rankWindow}
        ), page AS (
          SELECT id, rank, created_at FROM hits ORDER BY rank DESC, created_at DESC, id LIMIT ${size} OFFSET ${offset}
        )
        SELECT t.total, x.* FROM (SELECT count(*)::int AS total FROM hits) t
        LEFT JOIN LATERAL (
          SELECT ${pageColumns}, page.rank, page.created_at, NULL AS title_marked, left(r.description, 200) AS snippet_marked
          FROM page JOIN recipes r ON r.id = page.id JOIN profiles p ON p.id = r.author_id
        ) x ON true
        ORDER BY x.rank DESC, x.created_at DESC, x.id
      `),
    );
  });
  return result(fallback, "trigram");
}

export interface TUserSearchHit {
  id: string;
  name: string;
  username: string;
  avatarUrl: string | null;
  isPublic: boolean;
  /** Empty for private profiles: they are findable by name and username only. */
  bio: string;
}

export interface TUserSearchResult {
  items: TUserSearchHit[];
  page: number;
  pageSize: number;
  total: number;
  isTotalCapped: boolean;
}

/** Search Users: name and username, substring or trigram match, best match first. */
export async function searchUsers({
  db,
  q,
  page = 1,
  pageSize = 20,
}: {
  db: TDb;
  q: string;
  page?: number;
  pageSize?: number;
}): Promise<TUserSearchResult> {
  const size = Math.min(Math.max(1, Math.trunc(pageSize) || 20), 48);
  const currentPage = Math.max(1, Math.trunc(page) || 1);
  const term = q.trim().toLowerCase().replace(/^@/, "").slice(0, 100);
  if (!term) return { items: [], page: currentPage, pageSize: size, total: 0, isTotalCapped: false };
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf<{
    total: number;
    id: string | null;
    name: string;
    username: string;
    avatar_url: string | null;
    is_public: boolean;
    bio: string;
  }>(
    await db.execute(sql`
      WITH hits AS MATERIALIZED (
        SELECT p.id,
          greatest(word_similarity(${term}, p.name), similarity(${term}, p.username),
            CASE WHEN p.username = ${term} THEN 2 WHEN p.username LIKE ${`${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} THEN 1.5
                 WHEN lower(p.name) = ${term} THEN 1.8 ELSE 0 END) AS score
        FROM profiles p
        WHERE p.name ILIKE ${like} OR p.username ILIKE ${like} OR ${term} <% p.name OR ${term} <% p.username
        LIMIT ${searchRankWindow}
      ), page AS (
        SELECT id, score FROM hits ORDER BY score DESC, id LIMIT ${size} OFFSET ${(currentPage - 1) * size}
      )
      SELECT t.total, x.* FROM (SELECT count(*)::int AS total FROM hits) t
      LEFT JOIN LATERAL (
        SELECT p.id, p.name, p.username, p.avatar_url, p.is_public, CASE WHEN p.is_public THEN p.bio ELSE '' END AS bio, page.score
        FROM page JOIN profiles p ON p.id = page.id
      ) x ON true
      ORDER BY x.score DESC, x.name
    `),
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id as string,
        name: r.name,
        username: r.username,
        avatarUrl: r.avatar_url,
        isPublic: r.is_public,
        bio: r.bio,
      })),
    page: currentPage,
    pageSize: size,
    total,
    isTotalCapped: total >= searchRankWindow,
  };
}
