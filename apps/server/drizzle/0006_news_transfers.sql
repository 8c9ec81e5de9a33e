CREATE TABLE "news_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text,
	"published_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"author" text,
	"category" text,
	"country" text,
	"sport" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"importance" text NOT NULL,
	"archive" boolean DEFAULT false NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_language_url_idx" ON "news_articles" USING btree ("language","url") WHERE not "news_articles"."archive";
--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_archive_idx" ON "news_articles" USING btree ("language","origin") WHERE "news_articles"."archive";
--> statement-breakpoint
CREATE INDEX "news_articles_list_idx" ON "news_articles" USING btree ("language","archive","published_at" DESC);
--> statement-breakpoint
CREATE TABLE "news_likes" (
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_likes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "news_likes" ADD CONSTRAINT "news_likes_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "news_articles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "news_likes" ADD CONSTRAINT "news_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "feed_states" (
	"key" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"item_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"player_name" text NOT NULL,
	"from_team" text NOT NULL,
	"to_team" text NOT NULL,
	"fee" text,
	"fee_value" double precision,
	"currency" text,
	"transfer_date" date NOT NULL,
	"transfer_type" text NOT NULL,
	"source_url" text,
	"origin" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "transfers_origin_date_idx" ON "transfers" USING btree ("origin","transfer_date" DESC);
