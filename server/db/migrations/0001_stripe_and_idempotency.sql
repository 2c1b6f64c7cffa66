CREATE TABLE "idempotency_keys" (
	"uid" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_uid_key_pk" PRIMARY KEY("uid","key")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_intent" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_payment_intent" ON "payments" USING btree ("payment_intent");