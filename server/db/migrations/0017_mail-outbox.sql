CREATE TABLE "mail_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counter_one_row" CHECK ("receipt_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"description" text NOT NULL,
	"total_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_rate_bp" integer,
	"refers_to" integer,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_amounts" CHECK ("receipts"."total_cents" = "receipts"."net_cents" + "receipts"."vat_cents")
);
--> statement-breakpoint
CREATE INDEX "mail_messages_pending" ON "mail_messages" USING btree ("id") WHERE "mail_messages"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "receipts_payment" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "receipts_issued" ON "receipts" USING btree ("issued_at");