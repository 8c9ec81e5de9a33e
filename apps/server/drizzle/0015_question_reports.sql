-- Players report questions (issue 33, item 3): one row per player per question. The bank's
-- questions live in packages/content, not here, so question_id is the bank id as text (no
-- foreign key). A question with QUESTION_REPORTS_HIDE different reporters leaves the draw
-- until `npm run content:reports -- --clear <id>` deletes its rows.
CREATE TABLE "question_reports" (
	"question_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_reports_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "question_reports_user_idx" ON "question_reports" USING btree ("user_id");
