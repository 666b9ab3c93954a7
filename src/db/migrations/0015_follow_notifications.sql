-- Whom someone follows is part of their own state on shared pages (kept for a minute per process):
-- announce it like the other changes of migration 0014.
CREATE OR REPLACE FUNCTION notify_follow_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ladle_changes', 'user:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.follower_id ELSE NEW.follower_id END));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER follows_notify_change AFTER INSERT OR UPDATE OR DELETE ON follows
FOR EACH ROW EXECUTE FUNCTION notify_follow_change();
