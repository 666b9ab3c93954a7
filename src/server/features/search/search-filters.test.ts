import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { buildFilterConditions, hasIndexedFilter } from "./search-filters.ts";

const dialect = new PgDialect();
function toQuery(filters: Parameters<typeof buildFilterConditions>[0]) {
  const { sql: text, params } = dialect.sqlToQuery(sql.join(buildFilterConditions(filters), sql` AND `));
  return { sql: text, params };
}
const visible = "r.visibility IN ('public', 'paywalled') AND p.is_public";

describe("buildFilterConditions", () => {
  it("always keeps to public recipes and teasers by public profiles", () => {
    expect(toQuery({})).toEqual({ sql: visible, params: [] });
  });

  it("needs every diet, the course and the cuisine by its display name", () => {
    expect(toQuery({ diet: ["vegan", "gluten-free"], course: "lunch", cuisine: "georgian" })).toEqual({
      sql: `${visible} AND r.diets @> ARRAY[$1, $2]::text[] AND r.courses @> ARRAY[$3]::text[] AND r.cuisines @> ARRAY[$4]::text[]`,
      params: ["vegan", "gluten-free", "lunch", "Georgian"],
    });
  });

  it("writes a time limit the index knows so that the index can answer it", () => {
    expect(toQuery({ maxMinutes: 30 })).toEqual({
      sql: `${visible} AND recipe_minutes_limits(r.total_minutes) @> ARRAY[$1::integer]`,
      params: [30],
    });
    expect(toQuery({ maxMinutes: 25 })).toEqual({ sql: `${visible} AND r.total_minutes <= $1`, params: [25] });
  });

  it("asks for an image or a video, or for none", () => {
    expect(toQuery({ hasImage: true, hasVideo: false }).sql).toBe(
      `${visible} AND r.image_url IS NOT NULL AND (r.video_url IS NULL OR r.visibility <> 'public')`,
    );
    expect(toQuery({ hasImage: false, hasVideo: true }).sql).toBe(
      `${visible} AND r.image_url IS NULL AND r.video_url IS NOT NULL AND r.visibility = 'public'`,
    );
  });
});

describe("hasIndexedFilter", () => {
  it("is true for diets, course, cuisine and the time limits the index knows", () => {
    expect(hasIndexedFilter({ diet: ["vegan"] })).toBe(true);
    expect(hasIndexedFilter({ course: "lunch" })).toBe(true);
    expect(hasIndexedFilter({ cuisine: "georgian" })).toBe(true);
    expect(hasIndexedFilter({ maxMinutes: 30 })).toBe(true);
  });

  it("is false for no filter, an empty diet list, other time limits, images and videos", () => {
    expect(hasIndexedFilter({})).toBe(false);
    expect(hasIndexedFilter({ diet: [] })).toBe(false);
    expect(hasIndexedFilter({ maxMinutes: 25 })).toBe(false);
    expect(hasIndexedFilter({ hasImage: true, hasVideo: false })).toBe(false);
  });
});
