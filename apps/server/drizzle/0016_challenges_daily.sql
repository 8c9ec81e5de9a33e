-- Friend challenges and the daily challenge (issue 31).
-- A challenge is a battles row (status 'challenge' while it is played, then 'finished' or
-- 'cancelled') plus this row: whose turn it is, the challenger's run (kept for the friend's
-- turn, never shown before it ends) and when it expires. 'state' is one of challenger_turn,
-- challenger_playing, friend_turn, friend_playing, expired, declined; a finished challenge is
-- the battle's 'finished' status, written by the result's own transaction.
CREATE TABLE "challenges" (
	"battle_id" uuid PRIMARY KEY NOT NULL REFERENCES "battles"("id") ON DELETE CASCADE,
	"challenger_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"friend_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"state" text NOT NULL,
	"challenger_run" jsonb,
	"challenger_score" integer,
	"run_owner" text,
	"run_started_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "challenges_challenger_idx" ON "challenges" USING btree ("challenger_id","created_at");
--> statement-breakpoint
CREATE INDEX "challenges_friend_idx" ON "challenges" USING btree ("friend_id","created_at");
--> statement-breakpoint
CREATE INDEX "challenges_open_idx" ON "challenges" USING btree ("expires_at") WHERE "state" IN ('challenger_turn', 'challenger_playing', 'friend_turn', 'friend_playing');
--> statement-breakpoint
-- The day's questions per sport (UTC day as 'YYYY-MM-DD'), drawn once: whichever instance asks
-- first writes them, every other reads the same list.
CREATE TABLE "daily_sets" (
	"day" text NOT NULL,
	"sport" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	CONSTRAINT "daily_sets_pk" PRIMARY KEY("day","sport")
);
--> statement-breakpoint
-- One daily run per player, sport and day (the key refuses a second start on any instance);
-- the run itself is a battles row (opponent_kind 'daily') for its score, answers and history.
CREATE TABLE "daily_runs" (
	"day" text NOT NULL,
	"sport" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"battle_id" uuid NOT NULL REFERENCES "battles"("id") ON DELETE CASCADE,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_runs_pk" PRIMARY KEY("day","sport","user_id")
);
--> statement-breakpoint
CREATE INDEX "daily_runs_battle_idx" ON "daily_runs" USING btree ("battle_id");
--> statement-breakpoint
CREATE INDEX "daily_runs_user_idx" ON "daily_runs" USING btree ("user_id","day");
