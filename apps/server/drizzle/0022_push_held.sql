-- Pushes held back by quiet hours (issue 35): kept until the player's quiet hours end, then
-- told in one summary, unless the player opened a tab meanwhile (then deleted unsent). A row
-- is the notice as the dispatcher made it (events.ts PushNotice), so a restart loses none.
CREATE TABLE "push_held" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"notice" jsonb NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_held" ADD CONSTRAINT "push_held_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "push_held_release_idx" ON "push_held" USING btree ("release_at");
--> statement-breakpoint
CREATE INDEX "push_held_user_idx" ON "push_held" USING btree ("user_id");
