-- A finished battle's result as ONE call (bench/RESULTS.md, ninth session), as activate_battle is
-- the join's: the players locked, the battle row, its answers, the players' training misses, their
-- recorded runs and their stats. As separate statements a result was nine trips through the
-- database's protocol, each built by drizzle and parsed anew; on the embedded database every one of
-- them ran on the thread every other query waits for.
--
-- p: { battle_id, from_status, now, first_score, second_score, winner (the engine's name, or null),
--      counts (whether the players' stats change),
--      players: [{ user_id (null for a bot or a recorded run), username (the engine's), result }],
--      answers: [{ username, question_index, question_id, answer, correct, points, elapsed_ms }],
--      misses: [{ user_id, question_key, question_id, question_text, user_answer, user_answer_index,
--                 correct_answer, sport, level, origin }], miss_card, miss_due,
--      runs: [{ user_id, sport, level, question_ids, answers, score }] }
-- Returns { gone: true } when the battle is no longer in from_status (nothing written), else
-- { gone: false, users: the players' rows after the update in id order, again: the misses (their
-- indexes in p.misses) whose question the player had missed before, which the caller records as a
-- lapse (FSRS) in the same transaction }.
-- Sequential scans are off inside: every statement reads by key (see 0026_battle_seats).
CREATE OR REPLACE FUNCTION record_battle_result(p jsonb) RETURNS jsonb
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
	v_battle uuid := (p->>'battle_id')::uuid;
	v_now timestamptz := (p->>'now')::timestamptz;
	v_ids uuid[];
	v_names jsonb;
	v_again jsonb;
	v_users jsonb;
BEGIN
	SELECT coalesce(array_agg(DISTINCT (x->>'user_id')::uuid), '{}') INTO v_ids
		FROM jsonb_array_elements(p->'players') x WHERE x->>'user_id' IS NOT NULL;
	-- In id order, so two results sharing a player cannot deadlock; FOR NO KEY UPDATE, as the join
	-- (0025_no_key_player_locks).
	PERFORM 1 FROM users WHERE id = ANY (v_ids) ORDER BY id FOR NO KEY UPDATE;
	-- The engine knows the names the battle started with; a player renamed since is stored under
	-- the current name, as the rename did for the rest of that player's battles.
	SELECT coalesce(jsonb_object_agg(x.username, coalesce(u.username, x.username)), '{}') INTO v_names
		FROM jsonb_to_recordset(p->'players') AS x(user_id uuid, username text)
		LEFT JOIN users u ON u.id = x.user_id;

	UPDATE battles SET status = 'finished', first_score = (p->>'first_score')::int, second_score = (p->>'second_score')::int,
			winner = coalesce(v_names->>(p->>'winner'), p->>'winner'), finished_at = v_now, last_activity_at = v_now
		WHERE id = v_battle AND status IS NOT DISTINCT FROM (p->>'from_status');
	IF NOT FOUND THEN
		RETURN jsonb_build_object('gone', true);
	END IF;

	INSERT INTO battle_answers (battle_id, username, question_index, question_id, answer, correct, points, elapsed_ms)
		SELECT v_battle, coalesce(v_names->>a.username, a.username), a.question_index, a.question_id, a.answer, a.correct,
				a.points, a.elapsed_ms
			FROM jsonb_to_recordset(p->'answers') AS a(username text, question_index int, question_id text, answer text,
				correct boolean, points int, elapsed_ms int)
		ON CONFLICT DO NOTHING;

	WITH miss AS (
		SELECT r.*, m.i
			FROM jsonb_array_elements(p->'misses') WITH ORDINALITY AS m(value, i),
				jsonb_to_record(m.value) AS r(user_id uuid, question_key text, question_id text, question_text text,
					user_answer text, user_answer_index int, correct_answer text, sport text, level text, origin text)
	), inserted AS (
		INSERT INTO incorrect_answers (user_id, question_key, question_id, question_text, user_answer, user_answer_index,
				correct_answer, sport, level, origin, card, due, last_missed_at)
			SELECT user_id, question_key, question_id, question_text, user_answer, user_answer_index, correct_answer, sport,
					level, origin, p->'miss_card', (p->>'miss_due')::timestamptz, v_now
				FROM miss
			ON CONFLICT DO NOTHING
			RETURNING user_id, question_key
	)
	SELECT coalesce(jsonb_agg(miss.i - 1 ORDER BY miss.i), '[]') INTO v_again
		FROM miss
		WHERE NOT EXISTS (SELECT 1 FROM inserted WHERE inserted.user_id = miss.user_id AND inserted.question_key = miss.question_key);

	INSERT INTO recorded_runs (user_id, battle_id, sport, level, question_ids, answers, score, created_at)
		SELECT (r->>'user_id')::uuid, v_battle, r->>'sport', r->>'level', r->'question_ids', r->'answers', (r->>'score')::int, v_now
			FROM jsonb_array_elements(p->'runs') r
		ON CONFLICT DO NOTHING;

	-- Against a recorded run or the bot nobody's figures move (modes.ts). Otherwise stats.ts's
	-- applyResult: every battle counts, a win adds a win and extends the streak, a loss resets it.
	IF (p->>'counts')::boolean THEN
		WITH updated AS (
			UPDATE users u SET
					total_battle = u.total_battle + 1,
					win_battle = u.win_battle + (x.result = 'win')::int,
					win_rate = round(100.0 * (u.win_battle + (x.result = 'win')::int) / (u.total_battle + 1))::int,
					streak = CASE x.result WHEN 'win' THEN u.streak + 1 WHEN 'lose' THEN 0 ELSE u.streak END,
					updated_at = v_now
				FROM jsonb_to_recordset(p->'players') AS x(user_id uuid, result text)
				WHERE u.id = x.user_id
				RETURNING u.*
		)
		SELECT coalesce(jsonb_agg(to_jsonb(updated) ORDER BY updated.id), '[]') INTO v_users FROM updated;
	ELSE
		SELECT coalesce(jsonb_agg(to_jsonb(u) ORDER BY u.id), '[]') INTO v_users FROM users u WHERE u.id = ANY (v_ids);
	END IF;

	RETURN jsonb_build_object('gone', false, 'users', v_users, 'again', v_again);
END
$$;
