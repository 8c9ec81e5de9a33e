-- A waiting battle created in ONE statement (bench/RESULTS.md, twelfth session), as activate_battle
-- (0009, 0026) joins one and record_battle_result (0027) ends one. As a transaction it was six
-- exchanges with the database (begin, the players' locks, the creator's waiting battles, their
-- seats, the insert, commit): six trips to PostgreSQL from the instance, and on the embedded
-- database six statements' protocol and decoding on its one thread. The rule is the store's
-- (features/battles/store.ts, createWaiting), in the same order:
-- 1. the creator's (and a 2v2 partner's) user rows locked in id order, FOR NO KEY UPDATE, so a
--    join or another create involving them runs before or after this one, never beside it;
-- 2. a partner who sits in a battle played: refused 'partner_in_battle';
-- 3. the creator sitting in a battle played: 'in_battle'; as many waiting battles as the limit:
--    'limit'; one of the same sport and level already waiting: 'duplicate';
-- 4. otherwise the battle is inserted, and answered as its row.
-- The answer: {"row": <the battle row as to_jsonb makes it>} or {"refused": "<why>"}. Sequential
-- scans off, as in activate_battle: every read here is by a key.
CREATE OR REPLACE FUNCTION create_waiting_battle(p jsonb) RETURNS jsonb
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
	v_user uuid := (p->>'user_id')::uuid;
	v_partner uuid := (p->>'partner_id')::uuid;
	v_sport text := p->>'sport';
	v_level text := p->>'level';
	v_now timestamptz := (p->>'now')::timestamptz;
	v_waiting int;
	v_duplicate boolean;
	v_row battles;
BEGIN
	PERFORM 1 FROM users WHERE id IN (v_user, v_partner) ORDER BY id FOR NO KEY UPDATE;
	IF v_partner IS NOT NULL AND EXISTS (SELECT 1 FROM battle_seats s WHERE s.player_id = v_partner) THEN
		RETURN jsonb_build_object('refused', 'partner_in_battle');
	END IF;
	SELECT count(*)::int, coalesce(bool_or(b.sport = v_sport AND b.level = v_level), false)
		INTO v_waiting, v_duplicate
		FROM battles b WHERE b.first_opponent_id = v_user AND b.status = 'waiting';
	IF EXISTS (SELECT 1 FROM battle_seats s WHERE s.player_id = v_user) THEN
		RETURN jsonb_build_object('refused', 'in_battle');
	END IF;
	IF v_waiting >= (p->>'limit')::int THEN
		RETURN jsonb_build_object('refused', 'limit');
	END IF;
	IF v_duplicate THEN
		RETURN jsonb_build_object('refused', 'duplicate');
	END IF;
	INSERT INTO battles (first_opponent_id, first_opponent, sport, level, status, last_activity_at, created_at,
			reserved_for_id, mode, first_partner_id, first_partner)
		VALUES (v_user, p->>'username', v_sport, v_level, 'waiting', v_now, v_now,
			(p->>'reserved_for_id')::uuid, CASE WHEN v_partner IS NULL THEN '1v1' ELSE '2v2' END,
			v_partner, coalesce(p->>'partner_name', ''))
		RETURNING * INTO v_row;
	RETURN jsonb_build_object('row', to_jsonb(v_row));
END
$$;
