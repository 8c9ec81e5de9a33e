-- Players' tab counts on one instance as ONE call (bench/RESULTS.md, ninth session): where
-- several instances share the database it was four statements (begin, the players' advisory
-- locks, the write, commit) for every arrival and departure, 2.2 times a battle. The locks come
-- first and are held to commit, as before: two instances closing a player's last tabs at the same
-- moment would otherwise each read the other's row from before its delete, and neither say
-- 'offline'. Each statement here takes its own snapshot, so the reads see the other instance's
-- commit that the lock waited for. On the embedded database (one instance, one connection) the
-- locks are never waited for; the call is one statement there as before.
--
-- For each change: the count written (0 deletes the row); the player online if the count is above
-- 0 or another live instance has a tab of theirs (this instance's own row is left out of that
-- read, so it does not matter that it was just written); their friends. One player at a time, by
-- key: as one statement joining jsonb_to_recordset's rows, which the planner takes for 100, it read
-- every online player's row (2,119 tuples a battle in a first run, against 158). Sequential scans
-- are off inside for the same reason (as in 0026_battle_seats).
CREATE OR REPLACE FUNCTION change_presence(p_changes jsonb, p_instance text, p_now timestamptz, p_fresh timestamptz)
RETURNS TABLE (user_id uuid, online boolean, friend_ids uuid[])
LANGUAGE plpgsql SET enable_seqscan = off AS $$
-- The result's column names are the tables' too: a bare name in a statement means the column.
#variable_conflict use_column
DECLARE
	c record;
BEGIN
	-- Distinct keys in one order on every instance, so two batches cannot deadlock.
	PERFORM pg_advisory_xact_lock(727275, k)
		FROM (SELECT DISTINCT hashtext(x->>'user_id') AS k FROM jsonb_array_elements(p_changes) x ORDER BY k) AS keys;
	FOR c IN SELECT x.user_id AS player, greatest(x.tabs, 0) AS tabs FROM jsonb_to_recordset(p_changes) AS x(user_id uuid, tabs int) LOOP
		IF c.tabs > 0 THEN
			INSERT INTO user_presence (user_id, instance_id, tabs, seen_at) VALUES (c.player, p_instance, c.tabs, p_now)
				ON CONFLICT (user_id, instance_id) DO UPDATE SET tabs = excluded.tabs, seen_at = excluded.seen_at;
		ELSE
			DELETE FROM user_presence p WHERE p.user_id = c.player AND p.instance_id = p_instance;
		END IF;
		user_id := c.player;
		online := c.tabs > 0 OR EXISTS (
			SELECT 1 FROM user_presence p
			WHERE p.user_id = c.player AND p.instance_id <> p_instance AND p.tabs > 0 AND p.seen_at > p_fresh);
		friend_ids := coalesce((
			SELECT array_agg(CASE WHEN f.user_low = c.player THEN f.user_high ELSE f.user_low END)
			FROM friendships f
			WHERE (f.user_low = c.player OR f.user_high = c.player) AND f.status = 'friends'), '{}');
		RETURN NEXT;
	END LOOP;
END
$$;
