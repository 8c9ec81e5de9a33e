-- Flashcard reviews made offline and synced later (issue 35): one row per review. The client's
-- id for the review (with the player's id the key) makes a review sent twice count once; the
-- card as it was before each applied review lets a review that arrives late, made before others
-- already applied, be merged in the order the reviews were made (the later ones replayed on it).
CREATE TABLE "flashcard_reviews" (
	"user_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"rating" text NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"card_before" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_reviews_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_card_id_incorrect_answers_id_fk" FOREIGN KEY ("card_id") REFERENCES "incorrect_answers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "flashcard_reviews_card_idx" ON "flashcard_reviews" USING btree ("card_id","reviewed_at");
