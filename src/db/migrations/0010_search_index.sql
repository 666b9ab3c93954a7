-- Search at scale (docs/decisions/012-search-at-scale.md). The search index becomes one GIN index
-- over the whole document, its title words (weight A) and the filter columns, so that a single
-- index scan intersects query words with filters, and search can first look for recipes whose
-- title has every word (a much shorter posting list than the whole document's) before reading
-- the rest. No pending list (fastupdate off): every search would otherwise read it whole; recipes
-- are written far less often than searched.
--
-- The time filter ("ready in 30 minutes or less") as array containment, for the GIN index: the
-- limits the search page offers that the recipe meets. A single expression, so the planner
-- inlines it.
CREATE OR REPLACE FUNCTION recipe_minutes_limits(total_minutes integer) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN total_minutes <= 15 THEN 15 END, CASE WHEN total_minutes <= 30 THEN 30 END,
    CASE WHEN total_minutes <= 45 THEN 45 END, CASE WHEN total_minutes <= 60 THEN 60 END,
    CASE WHEN total_minutes <= 90 THEN 90 END, CASE WHEN total_minutes <= 120 THEN 120 END
  ], NULL)
$$;
--> statement-breakpoint
DROP INDEX "recipes_search_idx";
--> statement-breakpoint
CREATE INDEX "recipes_search_idx" ON "recipes" USING gin ("search_vector",ts_filter("search_vector", '{a}'),"diets","courses","cuisines",recipe_minutes_limits("total_minutes")) WITH (fastupdate=false);
--> statement-breakpoint
-- The same index for an eighth of the recipes (by the last byte of their random id): when this
-- sample alone holds a full ranking window of matches, the total is known to be capped and search
-- never reads the long posting lists of the whole index.
CREATE INDEX "recipes_search_sample_idx" ON "recipes" USING gin ("search_vector",ts_filter("search_vector", '{a}'),"diets","courses","cuisines",recipe_minutes_limits("total_minutes")) WITH (fastupdate=false) WHERE get_byte(uuid_send("recipes"."id"), 15) < 32;
--> statement-breakpoint
-- The planner's statistics for the new index expressions (how common a word is in titles).
ANALYZE recipes;
