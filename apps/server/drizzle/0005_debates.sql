-- Forum debates: two-option picks (a player's, or the daily one from the bank's topics), one
-- vote per player and debate, comments with one level of replies, one like per player and comment.
-- Counts are never stored: they are counted from the rows, so concurrent clicks stay exact.
CREATE TABLE "debate_picks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"category" text NOT NULL,
	"option1_name" text NOT NULL,
	"option1_description" text NOT NULL,
	"option2_name" text NOT NULL,
	"option2_description" text NOT NULL,
	"option1_name_ru" text,
	"option1_description_ru" text,
	"option2_name_ru" text,
	"option2_description_ru" text,
	"topic_id" text,
	"daily_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_picks_name_length" CHECK (char_length("option1_name") <= 50 AND char_length("option2_name") <= 50),
	CONSTRAINT "debate_picks_description_length" CHECK (char_length("option1_description") <= 500 AND char_length("option2_description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "debate_votes" (
	"pick_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"option" text NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_votes_pick_id_user_id_pk" PRIMARY KEY("pick_id","user_id"),
	CONSTRAINT "debate_votes_option" CHECK ("option" IN ('option1', 'option2'))
);
--> statement-breakpoint
CREATE TABLE "debate_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pick_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_comments_content_length" CHECK (char_length("content") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "debate_comment_likes" (
	"comment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debate_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "debate_picks" ADD CONSTRAINT "debate_picks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_votes" ADD CONSTRAINT "debate_votes_pick_id_debate_picks_id_fk" FOREIGN KEY ("pick_id") REFERENCES "debate_picks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_votes" ADD CONSTRAINT "debate_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_comments" ADD CONSTRAINT "debate_comments_pick_id_debate_picks_id_fk" FOREIGN KEY ("pick_id") REFERENCES "debate_picks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_comments" ADD CONSTRAINT "debate_comments_parent_id_debate_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "debate_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_comments" ADD CONSTRAINT "debate_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_comment_likes" ADD CONSTRAINT "debate_comment_likes_comment_id_debate_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "debate_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_comment_likes" ADD CONSTRAINT "debate_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debate_picks_daily_date_idx" ON "debate_picks" USING btree ("daily_date");--> statement-breakpoint
CREATE INDEX "debate_picks_created_idx" ON "debate_picks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "debate_picks_category_idx" ON "debate_picks" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "debate_picks_author_idx" ON "debate_picks" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "debate_votes_user_idx" ON "debate_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "debate_votes_pick_time_idx" ON "debate_votes" USING btree ("pick_id","voted_at");--> statement-breakpoint
CREATE INDEX "debate_comments_pick_idx" ON "debate_comments" USING btree ("pick_id","created_at");--> statement-breakpoint
CREATE INDEX "debate_comments_parent_idx" ON "debate_comments" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "debate_comment_likes_user_idx" ON "debate_comment_likes" USING btree ("user_id");
