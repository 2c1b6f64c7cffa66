CREATE TABLE "discord_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"not_before" timestamp with time zone,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "discord_messages_pending" ON "discord_messages" USING btree ("id") WHERE "discord_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "news_published" ON "news" USING btree ("pinned","publish_at") WHERE "news"."publish_at" is not null;