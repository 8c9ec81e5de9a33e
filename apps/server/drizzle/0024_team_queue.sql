-- Play now for 2v2 (issue 32): a queue entry's mode, and for a party the team it queued with
-- (both members' entries carry the party's id and are decided, matched or cancelled together).
ALTER TABLE "quick_match_queue" ADD COLUMN "mode" text DEFAULT '1v1' NOT NULL;
--> statement-breakpoint
ALTER TABLE "quick_match_queue" ADD COLUMN "team_id" uuid;
--> statement-breakpoint
CREATE INDEX "quick_match_queue_team_idx" ON "quick_match_queue" USING btree ("team_id") WHERE "team_id" IS NOT NULL;
