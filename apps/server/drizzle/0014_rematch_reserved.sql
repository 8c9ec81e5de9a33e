-- A rematch is a waiting battle offered to one player (issue 29, item 3): only that player may
-- join it, and it is not listed in the arena. No foreign key on purpose: if the offered player
-- deletes the account, the battle must stay closed to everyone else (ON DELETE SET NULL would
-- open it to the arena); the waiting-room sweep cancels it like any idle battle.
ALTER TABLE "battles" ADD COLUMN "reserved_for_id" uuid;
--> statement-breakpoint
-- The cap on friend requests waiting for an answer (issue 29, item 4) counts a sender's.
CREATE INDEX "friendships_pending_sent_idx" ON "friendships" USING btree ("requested_by") WHERE "friendships"."status" = 'pending';
