/**
 * What search engines are told exists: the pages anyone may read, each with when it last changed.
 * Public recipes and paywalled ones (a visitor, and so a crawler, gets the teaser), public profiles,
 * blogs, public collections and public meal plans' landing pages, all of people whose profile is
 * public.
 * Never a private item, a draft, or anything of a private profile. Past 50,000 addresses the
 * sitemap becomes an index of sitemaps of at most 50,000 each, as the sitemap protocol requires.
 */
import { sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";

/** The sitemap protocol's limit of addresses in one file. */
export const maxUrlsPerSitemap = 50_000;

export const sitemapKinds = ["recipes", "people", "blogs", "collections", "meal-plans"] as const;
export type TSitemapKind = (typeof sitemapKinds)[number];

export interface TSitemapUrl {
  path: string;
  lastModified: string | null;
}

/** Each kind's rows: its address and when it changed, readable by a visitor. */
const sources: Record<TSitemapKind, ReturnType<typeof sql>> = {
  recipes: sql`SELECT '/recipe/' || r.id AS path, r.updated_at AS changed, r.id::text AS sort_key
    FROM recipes r JOIN profiles p ON p.id = r.author_id
    WHERE r.visibility IN ('public', 'paywalled') AND p.is_public`,
  people: sql`SELECT '/u/' || p.username AS path, p.updated_at AS changed, p.id AS sort_key
    FROM profiles p WHERE p.is_public`,
  // A paywalled blog lives at its shortlink; the others at their id.
  blogs: sql`SELECT CASE WHEN b.has_paywalled_content THEN '/p/blogs/' || b.shortlink ELSE '/blogs/' || b.id END AS path,
      b.updated_at AS changed, b.id::text AS sort_key
    FROM blogs b JOIN profiles p ON p.id = b.owner_id
    WHERE p.is_public`,
  collections: sql`SELECT '/collection/' || c.id AS path, c.updated_at AS changed, c.id::text AS sort_key
    FROM collections c JOIN profiles p ON p.id = c.owner_id
    WHERE c.visibility = 'public' AND p.is_public`,
  "meal-plans": sql`SELECT '/landings/meal-plans/' || m.url_slug AS path, m.updated_at AS changed, m.id::text AS sort_key
    FROM meal_plans m JOIN profiles p ON p.id = m.owner_id
    WHERE m.visibility = 'public' AND p.is_public`,
};

/** How many addresses each kind has. */
export async function countSitemapUrls(db: TDb): Promise<Record<TSitemapKind, number>> {
  const counts = await Promise.all(
    sitemapKinds.map(async (kind) => {
      const [row] = rowsOf<{ count: number | string }>(
        await db.execute(sql`SELECT count(*) AS count FROM (${sources[kind]}) AS source`),
      );
      return [kind, Number(row?.count ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<TSitemapKind, number>;
}

/** One page (0-based) of a kind's addresses, in a stable order. */
export async function listSitemapUrls(
  db: TDb,
  kind: TSitemapKind,
  page: number,
  perFile = maxUrlsPerSitemap,
): Promise<TSitemapUrl[]> {
  const rows = rowsOf<{ path: string; changed: Date | string | null }>(
    await db.execute(sql`SELECT path, changed FROM (${sources[kind]}) AS source
      ORDER BY sort_key LIMIT ${perFile} OFFSET ${page * perFile}`),
  );
  return rows.map(({ path, changed }) => ({
    path,
    lastModified: changed === null ? null : new Date(changed).toISOString(),
  }));
}
