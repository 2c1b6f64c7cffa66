CREATE TABLE "after_sale_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_intent" text NOT NULL,
	"key" text NOT NULL,
	"notice" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_notices_key" ON "after_sale_notices" USING btree ("key");--> statement-breakpoint
CREATE INDEX "after_sale_notices_intent" ON "after_sale_notices" USING btree ("payment_intent");