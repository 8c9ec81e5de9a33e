-- Ranks on PostgreSQL deployments (issue 36, item 1): every instance keeps the leaderboard order
-- of ranked players in memory (features/users/standings-listener.ts), fed by this notice, so a
-- rank is a binary search instead of a count of the players ahead (which grew with every sign-up).
-- The notice carries the player's standing itself, so no instance reads the row back; it goes
-- out at commit and listeners receive notices in commit order, so applying them in turn leaves
-- every instance with the committed order. The channel is named after the table's schema: tests
-- share one database, a schema each. The time makes each notice of a transaction distinct, as
-- PostgreSQL delivers only one of identical notices sent in one transaction (A, B, A, B -> A, B).
-- The embedded database's own session (fanclash.user_changes = 'notify') is told of changes on
-- the user_changed channel instead (0010, 0011) and sends nothing here. Unranked players (no
-- battle) are not in the order: their sign-ups, renames and deletions send nothing.
CREATE OR REPLACE FUNCTION notify_user_standing() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('fanclash.user_changes', true) = 'notify' THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('user_standing_' || TG_TABLE_SCHEMA, json_build_object('id', OLD.id, 'at', clock_timestamp())::text);
	ELSE
		PERFORM pg_notify('user_standing_' || TG_TABLE_SCHEMA, json_build_object(
			'id', NEW.id, 'u', NEW.username, 't', NEW.total_battle, 'w', NEW.win_battle, 'r', NEW.win_rate, 's', NEW.streak,
			'at', clock_timestamp())::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_standing_insert AFTER INSERT ON users FOR EACH ROW WHEN (NEW.total_battle > 0) EXECUTE FUNCTION notify_user_standing();
--> statement-breakpoint
CREATE TRIGGER users_standing_delete AFTER DELETE ON users FOR EACH ROW WHEN (OLD.total_battle > 0) EXECUTE FUNCTION notify_user_standing();
--> statement-breakpoint
CREATE TRIGGER users_standing_update AFTER UPDATE OF username, total_battle, win_battle, win_rate, streak ON users FOR EACH ROW
	WHEN ((OLD.total_battle > 0 OR NEW.total_battle > 0) AND (OLD.username, OLD.total_battle, OLD.win_battle, OLD.win_rate, OLD.streak)
		IS DISTINCT FROM (NEW.username, NEW.total_battle, NEW.win_battle, NEW.win_rate, NEW.streak))
	EXECUTE FUNCTION notify_user_standing();
