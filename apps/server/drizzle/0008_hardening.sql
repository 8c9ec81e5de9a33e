CREATE TABLE "battle_owners" (
	"battle_id" uuid PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "battle_owners" ADD CONSTRAINT "battle_owners_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_owners_instance_idx" ON "battle_owners" USING btree ("instance_id");
