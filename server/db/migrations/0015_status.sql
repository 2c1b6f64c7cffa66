CREATE TABLE "game_multi_server_tbl" (
	"m_id_player" integer PRIMARY KEY NOT NULL,
	"multi_server" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_user_cnt_tbl" (
	"s_date" timestamp with time zone NOT NULL,
	"number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"state" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone,
	CONSTRAINT "incidents_kind" CHECK ("incidents"."kind" in ('incident', 'maintenance')),
	CONSTRAINT "incidents_state" CHECK ("incidents"."state" in ('planned', 'open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "status_samples" (
	"at" timestamp with time zone PRIMARY KEY NOT NULL,
	"players" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_user_cnt_date" ON "game_user_cnt_tbl" USING btree ("s_date");