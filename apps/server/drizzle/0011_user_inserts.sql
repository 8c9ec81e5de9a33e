-- The embedded server also keeps every player's place in the leaderboard order in memory
-- (features/users/standings-index.ts), so it must hear of new players too, not only of changed
-- and deleted ones (0010_user_changes). Same notice, same setting, now on INSERT as well.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('fanclash.user_changes', true) = 'notify' THEN
		PERFORM pg_notify('user_changed', (CASE WHEN TG_OP = 'INSERT' THEN NEW.id ELSE OLD.id END)::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER users_changed ON users;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
