CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_type" text NOT NULL,
	"sport" text NOT NULL,
	"level" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "training_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "training_sessions_user_idx" ON "training_sessions" USING btree ("user_id","started_at");
--> statement-breakpoint
CREATE TABLE "training_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"question_id" text,
	"question_text" text NOT NULL,
	"user_answer" text NOT NULL,
	"correct_answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"sport" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_answers_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "training_sessions"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "training_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "training_answers_session_question_idx" ON "training_answers" USING btree ("session_id","question_key");
--> statement-breakpoint
CREATE INDEX "training_answers_user_idx" ON "training_answers" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "incorrect_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"question_id" text,
	"question_text" text NOT NULL,
	"user_answer" text NOT NULL,
	"user_answer_index" integer,
	"correct_answer" text NOT NULL,
	"sport" text NOT NULL,
	"level" text NOT NULL,
	"origin" text NOT NULL,
	"misses" integer DEFAULT 1 NOT NULL,
	"card" jsonb NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"last_missed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incorrect_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "incorrect_answers_user_question_idx" ON "incorrect_answers" USING btree ("user_id","question_key");
--> statement-breakpoint
CREATE INDEX "incorrect_answers_user_due_idx" ON "incorrect_answers" USING btree ("user_id","due");
