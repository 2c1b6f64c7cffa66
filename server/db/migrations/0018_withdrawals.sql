CREATE TABLE "transfer_consents" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"version" text NOT NULL,
	"wording" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"withdrawal_id" text NOT NULL,
	"uid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"points" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"refund" text DEFAULT 'pending' NOT NULL,
	CONSTRAINT "withdrawals_withdrawal_id_unique" UNIQUE("withdrawal_id")
);
--> statement-breakpoint
CREATE INDEX "withdrawals_uid" ON "withdrawals" USING btree ("uid","at");