-- The recipe search document (docs: src/server/features/search/service.ts): title weight A,
-- ingredient lines and tags B, description C, English configuration. IMMUTABLE so that
-- recipes.search_vector can be a stored generated column (it reads only its arguments).
CREATE OR REPLACE FUNCTION recipe_ingredient_text(groups jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(line ->> 'text', ' '), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(groups) = 'array' THEN groups ELSE '[]'::jsonb END) AS grp,
       jsonb_array_elements(CASE WHEN jsonb_typeof(grp -> 'lines') = 'array' THEN grp -> 'lines' ELSE '[]'::jsonb END) AS line
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recipe_search_document(title text, description text, groups jsonb, tags text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig,
           recipe_ingredient_text(groups) || ' ' || coalesce(array_to_string(tags, ' '), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, left(coalesce(description, ''), 20000)), 'C')
$$;
