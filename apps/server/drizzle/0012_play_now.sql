-- Play now (issue 30): quick match, recorded runs, the bot.
-- Who a battle's first player faced: 'player' (a person), 'recorded' (a recorded run of a real
-- player, replayed) or 'bot'. Only 'player' battles change stats and rank.
ALTER TABLE "battles" ADD COLUMN "opponent_kind" text DEFAULT 'player' NOT NULL;
--> statement-breakpoint
-- The privacy setting: a player's runs may be replayed to others (default in; the FAQ says so).
ALTER TABLE "users" ADD COLUMN "replay_runs" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- Each human player's run of a completed battle: the questions in order, and for each the
-- answer chosen (its index, null for none) and the time taken. A deleted account's runs go with it.
CREATE TABLE "recorded_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"battle_id" uuid NOT NULL REFERENCES "battles"("id") ON DELETE CASCADE,
	"sport" text NOT NULL,
	"level" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recorded_runs_battle_user_idx" ON "recorded_runs" USING btree ("battle_id","user_id");
--> statement-breakpoint
CREATE INDEX "recorded_runs_pick_idx" ON "recorded_runs" USING btree ("sport","level","created_at");
--> statement-breakpoint
CREATE INDEX "recorded_runs_user_idx" ON "recorded_runs" USING btree ("user_id");
--> statement-breakpoint
-- The quick-match queue, shared by every instance: one entry per player. The instance that
-- queued the player (its tab) is kept so that its last tab closing there leaves the queue.
CREATE TABLE "quick_match_queue" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"sport" text NOT NULL,
	"level" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"instance_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quick_match_queue_sport_idx" ON "quick_match_queue" USING btree ("sport","queued_at");
