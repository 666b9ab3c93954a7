-- A follow changes two profile pages (followers and following counts), which every process keeps
-- for a few seconds, and the follower's own state on shared pages (migration 0015). Announce both
-- people's usernames on `ladle_changes` too (as migration 0018 does for collections), so every
-- process drops those pages: a follow, an approval, an unfollow shows on the next view.
CREATE OR REPLACE FUNCTION notify_follow_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair_follower text := CASE WHEN TG_OP = 'DELETE' THEN OLD.follower_id ELSE NEW.follower_id END;
  pair_followee text := CASE WHEN TG_OP = 'DELETE' THEN OLD.followee_id ELSE NEW.followee_id END;
  name text;
BEGIN
  PERFORM pg_notify('ladle_changes', 'user:' || pair_follower);
  FOR name IN SELECT username FROM profiles WHERE id IN (pair_follower, pair_followee) LOOP
    PERFORM pg_notify('ladle_changes', 'profile:' || name);
  END LOOP;
  RETURN NULL;
END
$$;
