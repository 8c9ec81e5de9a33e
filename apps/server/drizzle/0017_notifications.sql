-- Notifications (issue 34, item 1). A player's choices per kind (in the app, push) and quiet
-- hours, as one JSON value: a missing row means the defaults (everything on, no quiet hours),
-- and a kind added later is on for everyone without a migration.
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The forum's stored notifications: a reply to a player's debate, comment or reply
-- (comment_reply: comment_id is the new reply, target_id what it answered, null for the debate
-- itself), likes of a player's comment (comment_like: one open row per comment gathers every
-- like until it is read; the number is counted from debate_comment_likes since `since`), and a
-- debate passing the trending threshold (debate_trending: once per debate, by once_key).
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"debate_id" uuid REFERENCES "debate_picks"("id") ON DELETE CASCADE,
	"comment_id" uuid REFERENCES "debate_comments"("id") ON DELETE CASCADE,
	"target_id" uuid REFERENCES "debate_comments"("id") ON DELETE CASCADE,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_name" text,
	"group_key" text,
	"once_key" text,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_user_time_idx" ON "notifications" USING btree ("user_id","updated_at");
--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
-- One open (unread) group per player and key: concurrent likes on two instances meet here.
CREATE UNIQUE INDEX "notifications_open_group_idx" ON "notifications" USING btree ("user_id","group_key") WHERE "read_at" IS NULL AND "group_key" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("user_id","once_key") WHERE "once_key" IS NOT NULL;
