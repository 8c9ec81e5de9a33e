-- A join (waiting -> active) as one statement instead of a transaction of eight. On the embedded
-- database every statement of an open transaction is a round trip to the main thread while the
-- database stays locked; under load those round trips, not the work, set the pace of every join.
-- The function does exactly what the transaction did (battles/store.ts `activate`), in the
-- caller's transaction, each statement with a fresh snapshot (READ COMMITTED):
--   1. lock both players' user rows in id order, so every join or create involving either of
--      them runs after this one and sees what it wrote;
--   2. the battle must still wait, and neither player may already play an active battle;
--   3. the conditional UPDATE decides a race of two joins of one battle;
--   4. record the owner instance; cancel every other waiting battle of either player.
-- Returns one row ('joined' | 'taken' | 'joiner_in_battle' | 'creator_in_battle', NULL, NULL),
-- then, when joined, one row per cancelled battle (its id and creator).
CREATE OR REPLACE FUNCTION activate_battle(
	p_battle uuid,
	p_creator uuid,
	p_joiner uuid,
	p_joiner_name text,
	p_question_ids jsonb,
	p_now timestamptz,
	p_owner text
) RETURNS TABLE (outcome text, cancelled_id uuid, cancelled_creator uuid)
LANGUAGE plpgsql AS $$
DECLARE
	v_status text;
	v_joiner_busy boolean;
	v_anyone_busy boolean;
BEGIN
	PERFORM 1 FROM users WHERE id IN (p_creator, p_joiner) ORDER BY id FOR UPDATE;
	SELECT b.status INTO v_status FROM battles b WHERE b.id = p_battle;
	IF v_status IS DISTINCT FROM 'waiting' THEN
		RETURN QUERY SELECT 'taken'::text, NULL::uuid, NULL::uuid;
		RETURN;
	END IF;
	SELECT coalesce(bool_or(a.first_opponent_id = p_joiner OR a.second_opponent_id = p_joiner), false), count(*) > 0
		INTO v_joiner_busy, v_anyone_busy
		FROM (
			SELECT b.first_opponent_id, b.second_opponent_id FROM battles b
			WHERE b.status = 'active'
				AND (b.first_opponent_id = p_joiner OR b.second_opponent_id = p_joiner
					OR b.first_opponent_id = p_creator OR b.second_opponent_id = p_creator)
			LIMIT 2
		) a;
	IF v_joiner_busy THEN
		RETURN QUERY SELECT 'joiner_in_battle'::text, NULL::uuid, NULL::uuid;
		RETURN;
	END IF;
	IF v_anyone_busy THEN
		RETURN QUERY SELECT 'creator_in_battle'::text, NULL::uuid, NULL::uuid;
		RETURN;
	END IF;
	UPDATE battles b SET status = 'active', second_opponent_id = p_joiner, second_opponent = p_joiner_name,
			question_ids = p_question_ids, started_at = p_now, last_activity_at = p_now
		WHERE b.id = p_battle AND b.status = 'waiting' AND b.first_opponent_id = p_creator AND b.first_opponent_id <> p_joiner;
	IF NOT FOUND THEN
		RETURN QUERY SELECT 'taken'::text, NULL::uuid, NULL::uuid;
		RETURN;
	END IF;
	INSERT INTO battle_owners AS o (battle_id, instance_id) VALUES (p_battle, p_owner)
		ON CONFLICT (battle_id) DO UPDATE SET instance_id = excluded.instance_id;
	RETURN QUERY SELECT 'joined'::text, NULL::uuid, NULL::uuid;
	RETURN QUERY
		UPDATE battles b SET status = 'cancelled', finished_at = p_now
		WHERE b.status = 'waiting' AND b.first_opponent_id IN (p_creator, p_joiner) AND b.id <> p_battle
		RETURNING 'cancelled'::text, b.id, b.first_opponent_id;
END
$$;
