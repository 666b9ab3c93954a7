/**
 * Search. Recipes: ranked full-text search on `recipes.search_vector` (English; title A >
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
import type {
  TSearchHit as TRecipeSearchHit,
  TRecipeSearchResult,
  TUserSearchResult,
} from "#core/search/search.schema.ts";
import type { TDb } from "#db/client.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import { type TCardRow, toCards } from "../recipes/recipe-lists.ts";
import { buildFilterConditions, hasIndexedFilter, type TRecipeSearchFilters } from "./search-filters.ts";
import {
  buildTitleTsquery,
  buildTsquery,
  listCorrections,
  maxCompletions,
  queryWords,
  type TResolvedWord,
} from "./search-query.ts";
import { matchEnd, matchStart, toSegments, withCutMarks } from "./segments.ts";

export type { TRecipeSearchFilters } from "./search-filters.ts";

export const searchRankWindow = 1000;

/** Stems that can be completed from the vocabulary: search_words keeps only words like these. */
const completableStem = /^[a-z]{3,}$/;

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

/**
 * Stems each word; for words no recipe uses, finds the closest indexed word and the indexed words
 * it begins (a half-typed last word). One query, which also reads the planner's estimate of the
 * number of recipes. No words, no query.
 */
async function resolveWords(db: TDb, words: string[]): Promise<{ words: TResolvedWord[]; recipeEstimate: number }> {
  if (words.length === 0) return { words: [], recipeEstimate: 0 };
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

interface TPaging {
  page: number;
  size: number;
  offset: number;
}

/** The page asked for, at 1 to 48 results a page (20 when the size is not a number). */
function toPaging(page: number, pageSize: number): TPaging {
  const size = Math.min(Math.max(1, Math.trunc(pageSize) || 20), 48);
  const current = Math.max(1, Math.trunc(page) || 1);
  return { page: current, size, offset: (current - 1) * size };
}

/** What every query of one recipe search shares. */
interface TSearchScope {
  db: TDb;
  /** The filter conditions, joined. */
  where: SQL;
  paging: TPaging;
  rankWindow: number;
}

/** One row per result on the page, each with the total; a single row with a null id when the page is empty. */
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
  /** The start and end of the text the snippet was cut from, to tell whether it was cut. */
  snippet_head: string | null;
  snippet_tail: string | null;
}

/** The filter conditions name both the recipe and its author's profile. */
const fromRecipes = sql`FROM recipes r JOIN profiles p ON p.id = r.author_id`;
/** The page's rows joined back to the recipes and their authors. */
const fromPage = sql`FROM page JOIN recipes r ON r.id = page.id JOIN profiles p ON p.id = r.author_id`;
const pageColumns = sql`r.id, r.title, r.image_url, r.total_minutes, r.diets, r.visibility,
  p.name AS author_name, p.username AS author_username`;

const titleOptions = `HighlightAll=true, StartSel="${matchStart}", StopSel="${matchEnd}"`;
/**
 * A text this short is shown whole, its matches marked; a longer one is cut to the fragments
 * around its matches, starting with whatever word they start with (ShortWord=0 keeps an "A").
 */
const wholeSnippetLength = 200;
const snippetOptions = `MaxWords=24, MinWords=8, MaxFragments=2, ShortWord=0, FragmentDelimiter=" … ", StartSel="${matchStart}", StopSel="${matchEnd}"`;
/** How much of a snippet's source is sent to tell a snippet from its start or end from a cut one. */
const snippetEdge = 40;
/** The description, cut to a snippet's length, for the rows that need no highlighting. */
const plainSnippet = sql`left(r.description, 200) AS snippet_marked, left(r.description, ${snippetEdge}) AS snippet_head,
  right(r.description, ${snippetEdge}) AS snippet_tail`;

/**
 * The total of `counted` with the page's rows joined to it, so that one query answers both and an
 * empty page still reports the total.
 */
function selectCountedPage(counted: SQL, pageRows: SQL, orderBy: SQL): SQL {
  return sql`SELECT t.total, x.* FROM (SELECT count(*)::int AS total FROM ${counted}) t
      LEFT JOIN LATERAL (
        ${pageRows}
      ) x ON true
      ORDER BY ${orderBy}`;
}

/**
 * Recipes matching the filters alone, newest first. Counting up to the window: when an indexed
 * filter applies, the sample first (a full window there proves the total is capped), then the
 * filter columns of recipes_search_idx or the table, whichever the planner finds cheaper.
 */
async function readFilterMatches(scope: TSearchScope, isIndexed: boolean): Promise<TSearchRow[]> {
  const { db, where, paging, rankWindow } = scope;
  const sampled = isIndexed ? sql`${recipeEstimate} >= ${sampleMinWindows * rankWindow} AND ${inSample}` : sql`false`;
  const pageRows = sql`SELECT ${pageColumns}, NULL AS title_marked, ${plainSnippet}, page.created_at
        ${fromPage}`;
  const rows = await db.execute(sql`
      WITH sample AS MATERIALIZED (
        SELECT r.id ${fromRecipes}
        WHERE ${sampled} AND ${where} LIMIT ${rankWindow}
      ), matches AS MATERIALIZED (
        SELECT id FROM sample WHERE (SELECT count(*) FROM sample) >= ${rankWindow}
        UNION ALL
        (SELECT r.id ${fromRecipes}
         WHERE (SELECT count(*) FROM sample) < ${rankWindow} AND ${where} LIMIT ${rankWindow})
      ), page AS (
        SELECT r.id, r.created_at ${fromRecipes}
        WHERE ${where} ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST LIMIT ${paging.size} OFFSET ${paging.offset}
      )
      ${selectCountedPage(sql`matches`, pageRows, sql`x.created_at DESC, x.id DESC`)}
    `);
  return rowsOf<TSearchRow>(rows);
}

/** The tsqueries of a search with words; the title ones are null when no title can match. */
interface TTextQuery {
  tsquery: string;
  titleTsquery: string | null;
  titleTsqueryA: string | null;
}

/** The SQL conditions of a text search: the whole query, a title-tier match, an other-tier match, the rank. */
function buildTextConditions(text: TTextQuery) {
  // The query goes in as a literal parameter, not through a CTE, so the planner sees how common
  // its words are: a word in a third of all recipes is read by a scan that stops at the window,
  // a rare one through the GIN index.
  const query = sql`${text.tsquery}::tsquery`;
  const titleMatch = text.titleTsquery
    ? sql`ts_filter(r.search_vector, '{a}') @@ ${text.titleTsquery}::tsquery`
    : sql`false`;
  // Not a title match, tested on the whole document's weight-A words: no ts_filter copy per row.
  // A paywalled recipe is found only by what its teaser shows (title and description), never by
  // its ingredients.
  const readableMatch = sql`(r.visibility = 'public' OR ts_filter(r.search_vector, '{a,c}') @@ ${query})`;
  const otherMatch = text.titleTsqueryA
    ? sql`r.search_vector @@ ${query} AND NOT r.search_vector @@ ${text.titleTsqueryA}::tsquery AND ${readableMatch}`
    : sql`r.search_vector @@ ${query} AND ${readableMatch}`;
  const rank = sql`ts_rank(r.search_vector, ${query})`;
  return { query, titleMatch, otherMatch, rank };
}

type TTextConditions = ReturnType<typeof buildTextConditions>;

/** A tier's hits (0: every word in the title, 1: the other matches), ranked. */
function selectTierHits(tier: 0 | 1, rank: SQL): SQL {
  return sql`SELECT r.id, r.created_at, ${sql.raw(String(tier))} AS tier, ${rank} AS rank ${fromRecipes}`;
}

/**
 * The title tier, `title_hits`: recipes whose title has every word (a far shorter posting list
 * than the whole document's), read only as far as the window. On a large table the sample is
 * tried first: a full window found there means the total is capped, and the rest of the index is
 * never read.
 */
function buildTitleTierCtes(scope: TSearchScope, conditions: TTextConditions, isSampled: boolean): SQL {
  const { where, rankWindow } = scope;
  const titleHit = selectTierHits(0, conditions.rank);
  if (!isSampled) {
    return sql`title_hits AS MATERIALIZED (${titleHit} WHERE ${conditions.titleMatch} AND ${where} LIMIT ${rankWindow})`;
  }
  return sql`title_sample AS MATERIALIZED (
        ${titleHit} WHERE ${conditions.titleMatch} AND ${inSample} AND ${where} LIMIT ${rankWindow}
      ), title_hits AS MATERIALIZED (
        SELECT * FROM title_sample WHERE (SELECT count(*) FROM title_sample) >= ${rankWindow}
        UNION ALL
        (${titleHit} WHERE (SELECT count(*) FROM title_sample) < ${rankWindow} AND ${conditions.titleMatch} AND ${where} LIMIT ${rankWindow})
      )`;
}

/**
 * The other matches after the title tier, and `hits`, both tiers up to the window. Each step runs
 * only when the ones before it came up short (the counts are one-time filters); on a large table
 * the other tier's sample comes first, as the title tier's does. The LIMIT over the last UNION ALL
 * stops reading as soon as the window is full.
 */
function buildOtherTierCtes(scope: TSearchScope, conditions: TTextConditions, isSampled: boolean): SQL {
  const { where, rankWindow } = scope;
  const otherHit = selectTierHits(1, conditions.rank);
  const titleCount = sql`(SELECT count(*) FROM title_hits)`;
  const otherSample = isSampled
    ? sql`other_sample AS MATERIALIZED (
        ${otherHit} WHERE ${titleCount} < ${rankWindow} AND ${conditions.otherMatch} AND ${inSample} AND ${where} LIMIT ${rankWindow}
      ), `
    : sql``;
  const shortOfWindow = isSampled
    ? sql`${titleCount} + (SELECT count(*) FROM other_sample) < ${rankWindow}`
    : sql`${titleCount} < ${rankWindow}`;
  return sql`${otherSample}hits AS MATERIALIZED (
        SELECT * FROM title_hits
        UNION ALL
        ${isSampled ? sql`SELECT * FROM other_sample WHERE NOT (${shortOfWindow}) UNION ALL` : sql``}
        (${otherHit} WHERE ${shortOfWindow} AND ${conditions.otherMatch} AND ${where} LIMIT ${rankWindow})
        LIMIT ${rankWindow}
      )`;
}

/**
 * Recipes with every word, title tier first, each tier by rank, with highlighted titles and
 * snippets. The filter columns are in the search index too (recipes_search_idx), so one GIN scan
 * intersects "soup" with "vegan" instead of reading every soup.
 */
async function readTextMatches(scope: TSearchScope, text: TTextQuery, isSampled: boolean): Promise<TSearchRow[]> {
  const { db, paging } = scope;
  const conditions = buildTextConditions(text);
  const { query } = conditions;
  // The snippet comes from the description, or from the ingredients (one line after another) when
  // only they have the words; a paywalled teaser's ingredients are never shown.
  const pageRows = sql`SELECT ${pageColumns}, page.tier, page.rank, page.created_at,
          ts_headline('english'::regconfig, r.title, ${query}, ${titleOptions}) AS title_marked,
          ts_headline('english'::regconfig, snippet.source, ${query},
            CASE WHEN length(snippet.source) <= ${wholeSnippetLength} THEN ${titleOptions} ELSE ${snippetOptions} END
          ) AS snippet_marked,
          left(snippet.source, ${snippetEdge}) AS snippet_head, right(snippet.source, ${snippetEdge}) AS snippet_tail
        ${fromPage}
        CROSS JOIN LATERAL (SELECT
          CASE WHEN r.visibility = 'public' AND NOT to_tsvector('english'::regconfig, r.description) @@ ${query}
            THEN array_to_string(ARRAY(SELECT jsonb_path_query(r.ingredient_groups, '$[*].lines[*].text') #>> '{}'), ' · ')
            ELSE r.description END AS source) snippet`;
  const rows = await db.execute(sql`
      WITH ${buildTitleTierCtes(scope, conditions, isSampled)}, ${buildOtherTierCtes(scope, conditions, isSampled)}, page AS (
        SELECT id, tier, rank, created_at FROM hits
        ORDER BY tier, rank DESC, created_at DESC, id LIMIT ${paging.size} OFFSET ${paging.offset}
      )
      ${selectCountedPage(sql`hits`, pageRows, sql`x.tier, x.rank DESC, x.created_at DESC, x.id`)}
    `);
  return rowsOf<TSearchRow>(rows);
}

/** Titles that look like the query as a whole, most alike first: typos across words. */
async function readSimilarTitles(scope: TSearchScope, phrase: string): Promise<TSearchRow[]> {
  const { db, where, paging, rankWindow } = scope;
  const pageRows = sql`SELECT ${pageColumns}, page.rank, page.created_at, NULL AS title_marked, ${plainSnippet}
          ${fromPage}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
    return rowsOf<TSearchRow>(
      await tx.execute(sql`
        WITH hits AS MATERIALIZED (
          SELECT r.id, r.created_at, word_similarity(${phrase}, r.title) AS rank
          ${fromRecipes}
          WHERE ${phrase} <% r.title AND ${where}
          LIMIT ${rankWindow}
        ), page AS (
          SELECT id, rank, created_at FROM hits ORDER BY rank DESC, created_at DESC, id LIMIT ${paging.size} OFFSET ${paging.offset}
        )
        ${selectCountedPage(sql`hits`, pageRows, sql`x.rank DESC, x.created_at DESC, x.id`)}
      `),
    );
  });
}

function readTotal(rows: TSearchRow[]): number {
  return Number(rows[0]?.total ?? 0);
}

/** The page's recipes as cards, with the highlighted title and snippet as plain-text segments. */
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
    snippet: withCutMarks(toSegments(found[i].snippet_marked), found[i].snippet_head, found[i].snippet_tail),
  }));
}

async function toResult(
  scope: TSearchScope,
  rows: TSearchRow[],
  mode: TRecipeSearchResult["mode"],
  corrections: TRecipeSearchResult["corrections"],
): Promise<TRecipeSearchResult> {
  const total = readTotal(rows);
  return {
    items: await toHits(scope.db, rows),
    page: scope.paging.page,
    pageSize: scope.paging.size,
    total,
    isTotalCapped: total >= scope.rankWindow,
    corrections,
    mode,
  };
}

/**
 * Recipes with every word of the query, title matches first; when none has them all, titles that
 * look like the query; with no words, every recipe the filters allow, newest first.
 */
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
  const where = sql.join(buildFilterConditions(filters), sql` AND `);
  const scope: TSearchScope = { db, where, paging: toPaging(page, pageSize), rankWindow };
  const words = queryWords(q);
  const resolved = await resolveWords(db, words);
  const tsquery = buildTsquery(resolved.words);
  if (!tsquery) {
    // No query: the filters alone. A query with nothing the index holds ("борщ", "%") is not no
    // query: only titles that look like it, which may be none.
    const phrase = q.trim();
    if (!phrase) return toResult(scope, await readFilterMatches(scope, hasIndexedFilter(filters)), "filters", []);
    return toResult(scope, await readSimilarTitles(scope, phrase), "trigram", []);
  }

  const text: TTextQuery = {
    tsquery,
    titleTsquery: buildTitleTsquery(resolved.words),
    titleTsqueryA: buildTitleTsquery(resolved.words, { isWeightA: true }),
  };
  const isSampled = resolved.recipeEstimate >= sampleMinWindows * rankWindow;
  const rows = await readTextMatches(scope, text, isSampled);
  if (readTotal(rows) > 0) return toResult(scope, rows, "fulltext", listCorrections(resolved.words));

  // Nothing matched every word: fall back to titles that look like the query (typos across words).
  return toResult(scope, await readSimilarTitles(scope, words.join(" ")), "trigram", []);
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
  const { page: currentPage, size, offset } = toPaging(page, pageSize);
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
        SELECT id, score FROM hits ORDER BY score DESC, id LIMIT ${size} OFFSET ${offset}
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
