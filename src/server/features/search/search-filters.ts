/**
 * The search filters as SQL conditions on recipes `r` and their authors' profiles `p`, written so
 * that the filter columns of the search index (recipes_search_idx) can answer them.
 */
import { type SQL, sql } from "drizzle-orm";
import { toCuisineName } from "#core/recipes/recipe-input.schema.ts";

export interface TRecipeSearchFilters {
  /** Every listed diet must apply. */
  diet?: string[];
  course?: string;
  cuisine?: string;
  maxMinutes?: number;
  hasImage?: boolean;
  hasVideo?: boolean;
}

/** Time limits the search page offers; `recipe_minutes_limits` (migration 0010) indexes these. */
export const indexedMinuteLimits = [15, 30, 45, 60, 90, 120] as const;

const isIndexedMinuteLimit = (minutes: number | undefined) => indexedMinuteLimits.some((limit) => limit === minutes);

/** True when a filter narrows the search through the index, so that sampling it can prove a capped total. */
export function hasIndexedFilter(filters: TRecipeSearchFilters): boolean {
  return (
    (filters.diet?.length ?? 0) > 0 ||
    Boolean(filters.course) ||
    Boolean(filters.cuisine) ||
    isIndexedMinuteLimit(filters.maxMinutes)
  );
}

function toTextArray(values: string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Only public recipes and paywalled teasers by public profiles are searched, then the filters apply. */
export function buildFilterConditions(filters: TRecipeSearchFilters): SQL[] {
  const conditions: SQL[] = [sql`r.visibility IN ('public', 'paywalled')`, sql`p.is_public`];
  if (filters.diet && filters.diet.length > 0) conditions.push(sql`r.diets @> ${toTextArray(filters.diet)}`);
  if (filters.course) conditions.push(sql`r.courses @> ${toTextArray([filters.course])}`);
  if (filters.cuisine) conditions.push(sql`r.cuisines @> ${toTextArray([toCuisineName(filters.cuisine)])}`);
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
  // Whether a paywalled recipe has a video is for its subscribers: it counts as "no video" here.
  if (filters.hasVideo === true) conditions.push(sql`r.video_url IS NOT NULL AND r.visibility = 'public'`);
  if (filters.hasVideo === false) conditions.push(sql`(r.video_url IS NULL OR r.visibility <> 'public')`);
  return conditions;
}
