CREATE TABLE "battle_answers" (
	"battle_id" uuid NOT NULL,
	"username" text NOT NULL,
	"question_index" integer NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"points" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	CONSTRAINT "battle_answers_battle_id_username_question_index_pk" PRIMARY KEY("battle_id","username","question_index")
);
--> statement-breakpoint
CREATE TABLE "battles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_opponent_id" uuid,
	"second_opponent_id" uuid,
	"first_opponent" text NOT NULL,
	"second_opponent" text DEFAULT '' NOT NULL,
	"sport" text NOT NULL,
	"level" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"first_score" integer DEFAULT 0 NOT NULL,
	"second_score" integer DEFAULT 0 NOT NULL,
	"winner" text,
	"question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_locks" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"owner" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"family" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seen_questions" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seen_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"favourite" text DEFAULT 'Football' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"total_battle" integer DEFAULT 0 NOT NULL,
	"win_battle" integer DEFAULT 0 NOT NULL,
	"win_rate" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "battle_answers" ADD CONSTRAINT "battle_answers_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_first_opponent_id_users_id_fk" FOREIGN KEY ("first_opponent_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battles" ADD CONSTRAINT "battles_second_opponent_id_users_id_fk" FOREIGN KEY ("second_opponent_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_questions" ADD CONSTRAINT "seen_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battles_status_idx" ON "battles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "battles_first_idx" ON "battles" USING btree ("first_opponent_id","created_at");--> statement-breakpoint
CREATE INDEX "battles_second_idx" ON "battles" USING btree ("second_opponent_id","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seen_questions_user_time_idx" ON "seen_questions" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_leaderboard_idx" ON "users" USING btree ("win_battle" DESC NULLS LAST,"win_rate" DESC NULLS LAST,"streak" DESC NULLS LAST,"username");