-- Collections had only is_public: a collection that was not public becomes private, never public.
UPDATE collections SET visibility = 'private' WHERE NOT is_public;
--> statement-breakpoint
-- Their recipes keep the order they were saved in.
UPDATE collection_recipes AS cr SET position = ranked.place
FROM (
  SELECT collection_id, recipe_id,
    (row_number() OVER (PARTITION BY collection_id ORDER BY added_at, recipe_id) - 1)::int AS place
  FROM collection_recipes
) AS ranked
WHERE cr.collection_id = ranked.collection_id AND cr.recipe_id = ranked.recipe_id;
--> statement-breakpoint
-- A profile page lists its owner's public and paywalled collections, and is cached for a few seconds
-- in every process. A change to a collection that is or was listed announces the owner's username on
-- `ladle_changes` (as migration 0014 does for recipes and users), so every process drops that page.
-- Adding, removing or reordering recipes moves the collection's updated_at, so it is announced too.
CREATE OR REPLACE FUNCTION notify_collection_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_username text;
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD.visibility <> 'private') OR (TG_OP <> 'DELETE' AND NEW.visibility <> 'private') THEN
    SELECT username INTO owner_username FROM profiles
    WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.owner_id ELSE NEW.owner_id END);
    IF owner_username IS NOT NULL THEN
      PERFORM pg_notify('ladle_changes', 'profile:' || owner_username);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER collections_notify_change AFTER INSERT OR UPDATE OR DELETE ON collections
FOR EACH ROW EXECUTE FUNCTION notify_collection_change();
