-- Who sits in a battle being played, one row a player (bench/RESULTS.md, runs 82-84). "Is this
-- player in a battle?" (every join, create, Play now and team start) was `status = 'active'` and a player in any
-- of four columns. When the table's statistics had been taken with no battle in play (the embedded
-- database analyzes at start; on PostgreSQL a long history leaves 'active' out of ANALYZE's sample),
-- the planner believed one battle was active and answered the check by reading every battle in play:
-- 1,500 rows a join at 1,500 in play, a cost that grew with the arena. A seat is found by its
-- player's key whatever the statistics, and the table is as large as the arena, never the history.
-- A trigger keeps it, so every path that starts, ends, cancels or deletes a battle keeps it right.
CREATE TABLE "battle_seats" (
	"player_id" uuid NOT NULL,
	"battle_id" uuid NOT NULL,
	CONSTRAINT "battle_seats_pkey" PRIMARY KEY ("player_id", "battle_id")
);
--> statement-breakpoint
CREATE INDEX "battle_seats_battle_idx" ON "battle_seats" USING btree ("battle_id");
--> statement-breakpoint
-- No foreign keys: a seat lives exactly as long as its battle is active (the trigger removes it when
-- the battle ends or is deleted, and when a player's seat empties as an account is deleted), and
-- foreign-key checks would add two lookups and two share locks to every seat written.
-- Sequential scans are off inside: every statement here reads by key, and a plan cached while the
-- seats were few (a fresh database; the seats empty at the last ANALYZE) would otherwise go on
-- scanning the table as it grew, until the next analyze (bench/RESULTS.md, run 83: 1,357 seat rows
-- read a battle). The same holds for activate_battle below.
CREATE OR REPLACE FUNCTION battle_seats_follow() RETURNS trigger
LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.status = 'active' THEN
		DELETE FROM battle_seats WHERE battle_id = OLD.id;
	END IF;
	IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
		INSERT INTO battle_seats (player_id, battle_id)
			SELECT p, NEW.id
			FROM unnest(ARRAY[NEW.first_opponent_id, NEW.second_opponent_id, NEW.first_partner_id, NEW.second_partner_id]) AS p
			WHERE p IS NOT NULL
			ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "battle_seats_on_insert" AFTER INSERT ON "battles"
	FOR EACH ROW WHEN (NEW.status = 'active') EXECUTE FUNCTION battle_seats_follow();
--> statement-breakpoint
-- Only a change of whether the battle is played, or of who sits in a battle played, rewrites seats.
CREATE TRIGGER "battle_seats_on_update"
	AFTER UPDATE OF status, first_opponent_id, second_opponent_id, first_partner_id, second_partner_id ON "battles"
	FOR EACH ROW WHEN (
		(OLD.status = 'active') IS DISTINCT FROM (NEW.status = 'active')
		OR (NEW.status = 'active' AND (
			OLD.first_opponent_id IS DISTINCT FROM NEW.first_opponent_id
			OR OLD.second_opponent_id IS DISTINCT FROM NEW.second_opponent_id
			OR OLD.first_partner_id IS DISTINCT FROM NEW.first_partner_id
			OR OLD.second_partner_id IS DISTINCT FROM NEW.second_partner_id))
	) EXECUTE FUNCTION battle_seats_follow();
--> statement-breakpoint
CREATE TRIGGER "battle_seats_on_delete" AFTER DELETE ON "battles"
	FOR EACH ROW WHEN (OLD.status = 'active') EXECUTE FUNCTION battle_seats_follow();
--> statement-breakpoint
INSERT INTO battle_seats (player_id, battle_id)
	SELECT p, b.id FROM battles b,
		unnest(ARRAY[b.first_opponent_id, b.second_opponent_id, b.first_partner_id, b.second_partner_id]) AS p
	WHERE b.status = 'active' AND p IS NOT NULL
	ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Nothing asks "who plays?" of the battles table any more: its four per-seat indexes of the battles
-- in play only cost every start and end an index write each.
DROP INDEX IF EXISTS "battles_active_first_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "battles_active_second_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "battles_active_first_partner_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "battles_active_second_partner_idx";
--> statement-breakpoint
-- The join as in 0025_no_key_player_locks, its busy check reading the two players' seats by key
-- (sequential scans off, as in battle_seats_follow above).
CREATE OR REPLACE FUNCTION activate_battle(
	p_battle uuid,
	p_creator uuid,
	p_joiner uuid,
	p_joiner_name text,
	p_question_ids jsonb,
	p_now timestamptz,
	p_owner text
) RETURNS TABLE (outcome text, cancelled_id uuid, cancelled_creator uuid)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
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
	SELECT coalesce(bool_or(s.player_id = p_joiner), false), count(*) > 0
		INTO v_joiner_busy, v_anyone_busy
		FROM battle_seats s WHERE s.player_id IN (p_joiner, p_creator);
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
