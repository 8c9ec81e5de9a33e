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
