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
 */
import { type SQL, sql } from "drizzle-orm";
import { toCuisineName } from "#core/recipes/recipe-input.schema.ts";
import type { TTextSegment } from "#core/recipes/search.schema.ts";
import type { TDb } from "#db/client.ts";
import { rowsOf } from "#server/auth/rate-limits.ts";
import { type TCardRow, type TRecipeCard, toCards } from "../recipes/service.ts";
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

interface TResolvedWord {
  word: string;
  stem: string | null;
  isKnown: boolean;
  suggestion: string | null;
}

/** Stems each word and, for words no recipe uses, finds the closest indexed word. */
async function resolveWords(db: TDb, words: string[]): Promise<TResolvedWord[]> {
  const result = await db.execute(sql`
    SELECT t.word, s.stem,
      EXISTS (SELECT 1 FROM search_words w WHERE w.lexeme = s.stem) AS is_known,
      CASE WHEN length(t.word) >= 4 AND NOT EXISTS (SELECT 1 FROM search_words w WHERE w.lexeme = s.stem) THEN
        (SELECT w.lexeme FROM search_words w WHERE w.lexeme % t.word
         ORDER BY similarity(w.lexeme, t.word) DESC, w.lexeme LIMIT 1)
      END AS suggestion
    FROM jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) WITH ORDINALITY AS t(word, ord)
    LEFT JOIN LATERAL (
      SELECT min(v.lexeme) AS stem FROM unnest(to_tsvector('english'::regconfig, t.word)) AS v
    ) s ON true
    ORDER BY t.ord
  `);
  return rowsOf<{ word: string; stem: string | null; is_known: boolean; suggestion: string | null }>(result).map(
    (r) => ({ word: r.word, stem: r.stem, isKnown: r.is_known, suggestion: r.suggestion }),
  );
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
  if (filters.maxMinutes !== undefined) conditions.push(sql`r.total_minutes <= ${filters.maxMinutes}`);
  if (filters.hasImage === true) conditions.push(sql`r.image_url IS NOT NULL`);
  if (filters.hasImage === false) conditions.push(sql`r.image_url IS NULL`);
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
}: {
  db: TDb;
  q: string;
  filters?: TRecipeSearchFilters;
  page?: number;
  pageSize?: number;
}): Promise<TRecipeSearchResult> {
  const size = Math.min(Math.max(1, Math.trunc(pageSize) || 20), 48);
  const currentPage = Math.max(1, Math.trunc(page) || 1);
  const offset = (currentPage - 1) * size;
  const where = sql.join(filterConditions(filters), sql` AND `);
  const words = queryWords(q);
  const resolved = words.length > 0 ? await resolveWords(db, words) : [];
  const tsquery = buildTsquery(resolved);
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
      isTotalCapped: total >= searchRankWindow,
      corrections: mode === "fulltext" ? corrections : [],
      mode,
    };
  };

  if (!tsquery) {
    const rows = await db.execute(sql`
      WITH matches AS MATERIALIZED (
        SELECT r.id FROM recipes r JOIN profiles p ON p.id = r.author_id WHERE ${where} LIMIT ${searchRankWindow}
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
  // Tags are in the search document too, so ANDing them into the matching query lets the GIN index
  // intersect "soup" with "vegan" instead of reading every soup; the exact filters still apply.
  const tags = [...(filters.diet ?? []), filters.course, filters.cuisine && toCuisineName(filters.cuisine)].filter(
    (tag): tag is string => Boolean(tag),
  );
  const matchQuery = tags.reduce((acc, tag) => sql`(${acc} && plainto_tsquery('english'::regconfig, ${tag}))`, query);
  const rows = rowsOf<TSearchRow>(
    await db.execute(sql`
      WITH hits AS MATERIALIZED (
        SELECT r.id, r.created_at, ts_rank(r.search_vector, ${query}) AS rank
        FROM recipes r JOIN profiles p ON p.id = r.author_id
        WHERE r.search_vector @@ ${matchQuery} AND ${where}
        LIMIT ${searchRankWindow}
      ), page AS (
        SELECT id, rank, created_at FROM hits ORDER BY rank DESC, created_at DESC, id LIMIT ${size} OFFSET ${offset}
      )
      SELECT t.total, x.* FROM (SELECT count(*)::int AS total FROM hits) t
      LEFT JOIN LATERAL (
        SELECT ${pageColumns}, page.rank, page.created_at,
          ts_headline('english'::regconfig, r.title, ${query}, ${titleOptions}) AS title_marked,
          ts_headline('english'::regconfig,
            CASE WHEN r.visibility = 'public' AND NOT to_tsvector('english'::regconfig, r.description) @@ ${query}
              THEN recipe_ingredient_text(r.ingredient_groups) ELSE r.description END,
            ${query}, ${snippetOptions}) AS snippet_marked
        FROM page JOIN recipes r ON r.id = page.id JOIN profiles p ON p.id = r.author_id
      ) x ON true
      ORDER BY x.rank DESC, x.created_at DESC, x.id
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
          LIMIT ${searchRankWindow}
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
