-- A shopping list is shared by a household and open on several devices at once: any change to its
-- lines or its members is announced on `ladle_changes` as `shopping:<list id>`, so every process
-- (whichever one made the change) can tell the pages it streams to that they should read it again.
-- Many lines written in one transaction send one notification: PostgreSQL folds identical ones.
CREATE OR REPLACE FUNCTION notify_shopping_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ladle_changes', 'shopping:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.list_id ELSE NEW.list_id END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER shopping_list_items_notify_change AFTER INSERT OR UPDATE OR DELETE ON shopping_list_items
FOR EACH ROW EXECUTE FUNCTION notify_shopping_list_change();
--> statement-breakpoint
CREATE TRIGGER shopping_list_members_notify_change AFTER INSERT OR UPDATE OR DELETE ON shopping_list_members
FOR EACH ROW EXECUTE FUNCTION notify_shopping_list_change();
