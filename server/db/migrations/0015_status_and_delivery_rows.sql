CREATE TABLE "game_portal_delivery_row_tbl" (
	"m_n_no" integer PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"m_id_player" integer NOT NULL
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
ALTER TABLE "deliveries" ADD COLUMN "stalled" text;--> statement-breakpoint
ALTER TABLE "game_item_send_tbl" ADD COLUMN "m_b_charged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_portal_delivery_tbl" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "game_portal_delivery_rows" ON "game_portal_delivery_row_tbl" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "game_user_cnt_date" ON "game_user_cnt_tbl" USING btree ("s_date");--> statement-breakpoint
-- The deliveries written before: their one row, listed with its player.
INSERT INTO "game_portal_delivery_row_tbl" ("m_n_no", "delivery_id", "m_id_player") SELECT d."m_n_no", d."delivery_id", s."m_id_player" FROM "game_portal_delivery_tbl" d JOIN "game_item_send_tbl" s ON s."m_n_no" = d."m_n_no" ON CONFLICT DO NOTHING;
