-- Reports and moderation (issue 34, items 2 and 3), written by hand.
-- Moderators: the role the server grants (`npm run admin -- grant-moderator <username>`); no route writes here.
CREATE TABLE "moderators" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A player's report of a chat message, a debate, a comment or reply, or a player. target_id is
-- text (a chat message's number, a debate's or comment's uuid, a player's id) with no foreign key:
-- the items live in other features' tables. One report per reporter per target. resolved_at is
-- set when a moderator acts on the item (hide, mute, suspend, dismiss): it leaves the queue.
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_once_idx" ON "content_reports" USING btree ("reporter_id","kind","target_id");
--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("kind","target_id") WHERE "resolved_at" IS NULL;
--> statement-breakpoint
-- Items a moderator hid: left out for everyone but their author (who sees them marked).
CREATE TABLE "hidden_content" (
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"hidden_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_content_kind_target_id_pk" PRIMARY KEY("kind","target_id")
);
--> statement-breakpoint
-- A player's mute (no chat or forum posts until muted_until) and suspension (no sign-in; a null
-- suspended_until with suspended true lasts until lifted).
CREATE TABLE "player_sanctions" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"muted_until" timestamp with time zone,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspended_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every moderation action and every grant or revocation of the role: who, what, when, why.
-- Names are kept beside the ids so the log stays readable after an account is deleted.
CREATE TABLE "moderation_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"moderator_name" text NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"target_user_name" text,
	"reason" text NOT NULL,
	"hours" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "moderation_audit_time_idx" ON "moderation_audit" USING btree ("created_at");
