ALTER TABLE "claims" ADD COLUMN "under_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "month" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "disputed_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_removed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "unrecovered_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_by_player" ON "ledger" USING btree ("uid","id");--> statement-breakpoint
UPDATE "payments" SET "month" = to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM') WHERE "month" IS NULL;