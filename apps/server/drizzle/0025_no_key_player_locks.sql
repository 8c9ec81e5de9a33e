-- Players are locked FOR NO KEY UPDATE, not FOR UPDATE (bench/RESULTS.md, run 63). FOR UPDATE also
-- conflicts with the FOR KEY SHARE lock that any insert referencing a player takes for its foreign key
-- (a presence batch, a chat message, a friend request), and such an insert locks its players in its own
-- order, not by id: on the cluster a join and a presence batch of four players deadlocked. FOR NO KEY
-- UPDATE still serialises joins, results and renames of the same players (they conflict with each
-- other) and lets foreign-key checks through. activate_battle is otherwise as in 0023_team_battles.
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
	PERFORM 1 FROM users WHERE id IN (p_creator, p_joiner) ORDER BY id FOR NO KEY UPDATE;
	SELECT b.status INTO v_status FROM battles b WHERE b.id = p_battle;
	IF v_status IS DISTINCT FROM 'waiting' THEN
		RETURN QUERY SELECT 'taken'::text, NULL::uuid, NULL::uuid;
		RETURN;
	END IF;
	SELECT coalesce(bool_or(p_joiner IN (a.first_opponent_id, a.second_opponent_id, a.first_partner_id, a.second_partner_id)), false),
			count(*) > 0
		INTO v_joiner_busy, v_anyone_busy
		FROM (
			SELECT b.first_opponent_id, b.second_opponent_id, b.first_partner_id, b.second_partner_id FROM battles b
			WHERE b.status = 'active'
				AND (b.first_opponent_id IN (p_joiner, p_creator) OR b.second_opponent_id IN (p_joiner, p_creator)
					OR b.first_partner_id IN (p_joiner, p_creator) OR b.second_partner_id IN (p_joiner, p_creator))
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
		WHERE b.status = 'waiting' AND (b.first_opponent_id IN (p_creator, p_joiner) OR b.first_partner_id IN (p_creator, p_joiner))
			AND b.id <> p_battle
		RETURNING 'cancelled'::text, b.id, b.first_opponent_id;
END
$$;
