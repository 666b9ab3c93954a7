ALTER TABLE "search_words" ADD COLUMN "recipe_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The vocabulary holds only words a searcher may read: the title, ingredient and tag words (weights
-- A and B) of public recipes and the title words (A) of paywalled ones, counted per recipe, so a
-- word leaves when its last readable recipe is deleted, made private or paywalled.
CREATE OR REPLACE FUNCTION recipe_readable_words(visibility text, document tsvector) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT w.lexeme FROM unnest(document) AS w
  WHERE w.lexeme ~ '^[a-z][a-z''-]{2,}$'
    AND ((visibility = 'public' AND w.weights && ARRAY['A', 'B'])
      OR (visibility = 'paywalled' AND w.weights && ARRAY['A']))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_recipes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone_words text[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH gone AS (
      SELECT w AS lexeme, count(*)::int AS n
      FROM old_recipes AS r, recipe_readable_words(r.visibility, r.search_vector) AS w
      GROUP BY w
    ), counted AS (
      UPDATE search_words s SET recipe_count = s.recipe_count - gone.n
      FROM gone WHERE s.lexeme = gone.lexeme
      RETURNING s.lexeme
    )
    SELECT array_agg(lexeme) INTO gone_words FROM counted;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_words (lexeme, recipe_count)
    SELECT w, count(*)::int
    FROM new_recipes AS r, recipe_readable_words(r.visibility, r.search_vector) AS w
    GROUP BY w
    ON CONFLICT (lexeme) DO UPDATE SET recipe_count = search_words.recipe_count + excluded.recipe_count;
  END IF;
  -- A separate statement: it must see the counts the statements above left.
  IF gone_words IS NOT NULL THEN
    DELETE FROM search_words WHERE lexeme = ANY (gone_words) AND recipe_count <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS recipes_search_words_insert ON recipes;
--> statement-breakpoint
DROP TRIGGER IF EXISTS recipes_search_words_update ON recipes;
--> statement-breakpoint
CREATE TRIGGER recipes_search_words_insert AFTER INSERT ON recipes
REFERENCING NEW TABLE AS new_recipes FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_recipes();
--> statement-breakpoint
CREATE TRIGGER recipes_search_words_update AFTER UPDATE ON recipes
REFERENCING OLD TABLE AS old_recipes NEW TABLE AS new_recipes FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_recipes();
--> statement-breakpoint
CREATE TRIGGER recipes_search_words_delete AFTER DELETE ON recipes
REFERENCING OLD TABLE AS old_recipes FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_recipes();
--> statement-breakpoint
TRUNCATE search_words;
--> statement-breakpoint
INSERT INTO search_words (lexeme, recipe_count)
SELECT w, count(*)::int
FROM recipes AS r, recipe_readable_words(r.visibility, r.search_vector) AS w
GROUP BY w;
