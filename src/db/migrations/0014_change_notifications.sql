-- Every process keeps short-lived copies (a recipe as visitors see it, its cached pages, who a
-- session belongs to). When the data behind them changes, the database says so on the channel
-- `ladle_changes` and every process listening drops its copies at once, whichever process (or host)
-- made the change. Payloads: `recipe:<id>` and `user:<id>`.
CREATE OR REPLACE FUNCTION notify_recipe_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ladle_changes', 'recipe:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_notify_change AFTER UPDATE OR DELETE ON recipes
FOR EACH ROW EXECUTE FUNCTION notify_recipe_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_review_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ladle_changes', 'recipe:' || (CASE WHEN TG_OP = 'DELETE' THEN OLD.recipe_id ELSE NEW.recipe_id END)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_notify_change AFTER INSERT OR UPDATE OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION notify_review_change();
--> statement-breakpoint
-- A user's sessions, account, profile or blog changed: who they are to the site may have changed.
CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  changed := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  -- sessions name the user in user_id, blogs in owner_id, users and profiles are keyed by it.
  PERFORM pg_notify('ladle_changes', 'user:' || coalesce(changed->>'user_id', changed->>'owner_id', changed->>'id'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER profiles_notify_change AFTER UPDATE OR DELETE ON profiles
FOR EACH ROW EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER blogs_notify_change AFTER INSERT OR UPDATE OR DELETE ON blogs
FOR EACH ROW EXECUTE FUNCTION notify_user_change();
