-- A battle's answers as ONE row of the battle (bench/RESULTS.md, tenth session): a jsonb array of
-- { username, question_index, question_id, answer, correct, points, elapsed_ms }, in the order the
-- engine lists them. As a row each, a result inserted 20 of them (each with its key and its check on
-- battles), the largest part of record_battle_result on either backend; nothing ever read one answer
-- alone: the review, the daily grid and board, the replay read a battle's answers whole.
CREATE TABLE "battle_answer_lists" (
	"battle_id" uuid NOT NULL,
	"answers" jsonb NOT NULL
);--> statement-breakpoint
INSERT INTO "battle_answer_lists" ("battle_id", "answers")
	SELECT "battle_id", jsonb_agg(jsonb_build_object('username', "username", 'question_index', "question_index",
			'question_id', "question_id", 'answer', "answer", 'correct', "correct", 'points', "points", 'elapsed_ms', "elapsed_ms")
			ORDER BY "username", "question_index")
		FROM "battle_answers" GROUP BY "battle_id";--> statement-breakpoint
DROP TABLE "battle_answers";--> statement-breakpoint
ALTER TABLE "battle_answer_lists" RENAME TO "battle_answers";--> statement-breakpoint
ALTER TABLE "battle_answers" ADD CONSTRAINT "battle_answers_pkey" PRIMARY KEY ("battle_id");--> statement-breakpoint
ALTER TABLE "battle_answers" ADD CONSTRAINT "battle_answers_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- record_battle_result (0027) writes the battle's answers as that one row.
CREATE OR REPLACE FUNCTION record_battle_result(p jsonb) RETURNS jsonb
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
	v_battle uuid := (p->>'battle_id')::uuid;
	v_now timestamptz := (p->>'now')::timestamptz;
	v_ids uuid[];
	v_names jsonb;
	v_renamed boolean;
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
	v_renamed := EXISTS (SELECT 1 FROM jsonb_each_text(v_names) WHERE key <> value);

	UPDATE battles SET status = 'finished', first_score = (p->>'first_score')::int, second_score = (p->>'second_score')::int,
			winner = coalesce(v_names->>(p->>'winner'), p->>'winner'), finished_at = v_now, last_activity_at = v_now
		WHERE id = v_battle AND status IS NOT DISTINCT FROM (p->>'from_status');
	IF NOT FOUND THEN
		RETURN jsonb_build_object('gone', true);
	END IF;

	-- One row a battle (0028): replaces what a daily run kept as it went (the same answers and more).
	INSERT INTO battle_answers (battle_id, answers)
		VALUES (v_battle, CASE WHEN v_renamed THEN (
			SELECT coalesce(jsonb_agg(a || jsonb_build_object('username', coalesce(v_names->>(a->>'username'), a->>'username')) ORDER BY i), '[]')
				FROM jsonb_array_elements(p->'answers') WITH ORDINALITY AS x(a, i)) ELSE p->'answers' END)
		ON CONFLICT (battle_id) DO UPDATE SET answers = EXCLUDED.answers;

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
