-- Keeps search_words (the typo-tolerance vocabulary) filled from recipe titles, ingredients and
-- tags (weights A and B). Statement-level with a transition table, so a bulk INSERT … SELECT does
-- one INSERT here instead of one per row. Words are only added, never removed.
CREATE OR REPLACE FUNCTION search_words_from_recipes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (lexeme)
  SELECT DISTINCT w.lexeme
  FROM changed_recipes AS r, unnest(r.search_vector) AS w
  WHERE w.weights && ARRAY['A', 'B'] AND w.lexeme ~ '^[a-z][a-z''-]{2,}$'
  ON CONFLICT (lexeme) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_search_words_insert AFTER INSERT ON recipes
REFERENCING NEW TABLE AS changed_recipes FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_recipes();
--> statement-breakpoint
CREATE TRIGGER recipes_search_words_update AFTER UPDATE ON recipes
REFERENCING NEW TABLE AS changed_recipes FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_recipes();
--> statement-breakpoint
INSERT INTO search_words (lexeme)
SELECT DISTINCT w.lexeme
FROM recipes AS r, unnest(r.search_vector) AS w
WHERE w.weights && ARRAY['A', 'B'] AND w.lexeme ~ '^[a-z][a-z''-]{2,}$'
ON CONFLICT (lexeme) DO NOTHING;
