-- Players' tab counts on one instance as ONE call (bench/RESULTS.md, ninth session): where
-- several instances share the database it was four statements (begin, the players' advisory
-- locks, the write, commit) for every arrival and departure, 2.2 times a battle. The locks come first and
-- are held to commit, as before: two instances closing a player's last tabs at the same moment
-- would otherwise each read the other's row from before its delete, and neither say 'offline'.
-- Each statement here takes its own snapshot, so the write reads the other instance's commit
-- that the lock waited for. On the embedded database (one instance, one connection) the locks
-- are never waited for; the call is one statement there as before.
CREATE OR REPLACE FUNCTION change_presence(p_changes jsonb, p_instance text, p_now timestamptz, p_fresh timestamptz)
RETURNS TABLE (user_id uuid, online boolean, friend_ids uuid[])
LANGUAGE plpgsql AS $$
-- The result's column names are the tables' too: a bare name in a statement means the column.
#variable_conflict use_column
BEGIN
	-- Distinct keys in one order on every instance, so two batches cannot deadlock.
	PERFORM pg_advisory_xact_lock(727275, k)
		FROM (SELECT DISTINCT hashtext(c->>'user_id') AS k FROM jsonb_array_elements(p_changes) c ORDER BY k) AS keys;
	RETURN QUERY
		WITH input AS (
			SELECT i.user_id, greatest(i.tabs, 0) AS tabs FROM jsonb_to_recordset(p_changes) AS i(user_id uuid, tabs int)
		),
		opened AS (
			INSERT INTO user_presence AS up (user_id, instance_id, tabs, seen_at)
				SELECT i.user_id, p_instance, i.tabs, p_now FROM input i WHERE i.tabs > 0
				ON CONFLICT (user_id, instance_id) DO UPDATE SET tabs = excluded.tabs, seen_at = excluded.seen_at
				RETURNING 1
		),
		closed AS (
			DELETE FROM user_presence p USING input i
				WHERE p.user_id = i.user_id AND p.instance_id = p_instance AND i.tabs = 0
				RETURNING 1
		)
		SELECT
			i.user_id,
			i.tabs > 0 OR EXISTS (
				SELECT 1 FROM user_presence p
				WHERE p.user_id = i.user_id AND p.instance_id <> p_instance AND p.tabs > 0 AND p.seen_at > p_fresh
			),
			coalesce((
				SELECT array_agg(CASE WHEN f.user_low = i.user_id THEN f.user_high ELSE f.user_low END)
				FROM friendships f
				WHERE (f.user_low = i.user_id OR f.user_high = i.user_id) AND f.status = 'friends'
			), '{}')
		FROM input i;
END
$$;
