-- 2v2 team battles (issue 32). A battle gains its mode and each team's second player beside the
-- first (first_opponent + first_partner against second_opponent + second_partner); names are kept
-- beside the ids as for the opponents, so history stays readable after an account is deleted.
-- The active-battle indexes keep 'is this player in a battle?' as cheap for partners as for
-- opponents. A party is two rows of team_members (the primary key: a player in at most one
-- party); a pending invitation is a team_invites row, tied to the instance of the inviter's tab.
ALTER TABLE "battles" ADD COLUMN "mode" text DEFAULT '1v1' NOT NULL;
--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "first_partner_id" uuid;
--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "first_partner" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "second_partner_id" uuid;
--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "second_partner" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_first_partner_id_users_id_fk" FOREIGN KEY ("first_partner_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_second_partner_id_users_id_fk" FOREIGN KEY ("second_partner_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "battles_first_partner_idx" ON "battles" USING btree ("first_partner_id","created_at") WHERE "first_partner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "battles_second_partner_idx" ON "battles" USING btree ("second_partner_id","created_at") WHERE "second_partner_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "battles_active_first_partner_idx" ON "battles" USING btree ("first_partner_id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX "battles_active_second_partner_idx" ON "battles" USING btree ("second_partner_id") WHERE "status" = 'active';
--> statement-breakpoint
CREATE TABLE "team_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"leader" boolean NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id");
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_invites_from_id_to_id_pk" PRIMARY KEY("from_id","to_id")
);
--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "team_invites_to_idx" ON "team_invites" USING btree ("to_id");
--> statement-breakpoint
-- The 1v1 join (0009) with the partner seats counted: a player in a 2v2 battle as a partner is
-- in a battle too, and a join cancels the other waiting battles of both players whichever seat
-- they hold there. Otherwise as 0009 (one statement, same outcomes).
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
