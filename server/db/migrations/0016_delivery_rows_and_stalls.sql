CREATE TABLE "game_portal_delivery_row_tbl" (
	"m_n_no" integer PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"m_id_player" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "stalled" text;--> statement-breakpoint
ALTER TABLE "game_item_send_tbl" ADD COLUMN "m_b_charged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_portal_delivery_tbl" ADD COLUMN "created" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "game_portal_delivery_rows" ON "game_portal_delivery_row_tbl" USING btree ("delivery_id");--> statement-breakpoint
-- The deliveries written before: their one row, listed with its player.
INSERT INTO "game_portal_delivery_row_tbl" ("m_n_no", "delivery_id", "m_id_player") SELECT d."m_n_no", d."delivery_id", s."m_id_player" FROM "game_portal_delivery_tbl" d JOIN "game_item_send_tbl" s ON s."m_n_no" = d."m_n_no" ON CONFLICT DO NOTHING;
