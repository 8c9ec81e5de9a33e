-- Tells the embedded server which user rows changed, so it can keep the rows it reads most
-- (every socket's token check, every live message) in memory instead of asking its single
-- database thread again. The notice goes out at commit (NOTIFY is transactional), so a rolled
-- back change tells nobody and a committed one is never missed, whatever statement or
-- procedure wrote it. Only a session that asks for it (SET fanclash.user_changes = 'notify',
-- done by the embedded database's thread) sends it: PostgreSQL deployments run several
-- instances, keep no such cache, and pay nothing for the trigger but one setting lookup.
CREATE OR REPLACE FUNCTION notify_user_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('fanclash.user_changes', true) = 'notify' THEN
		PERFORM pg_notify('user_changed', OLD.id::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_user_changed();
