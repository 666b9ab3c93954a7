-- Reading someone's shopping-list count never makes their list, so a cook without one is
-- remembered by their user id. Making the list announces `user:<owner id>`, and every process
-- reads that cook's state afresh (their header badge starts counting at once).
CREATE OR REPLACE FUNCTION notify_shopping_list_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ladle_changes', 'user:' || NEW.owner_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shopping_lists_notify_created AFTER INSERT ON shopping_lists
FOR EACH ROW EXECUTE FUNCTION notify_shopping_list_created();
