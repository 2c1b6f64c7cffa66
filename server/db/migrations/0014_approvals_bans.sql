CREATE TABLE "adjustment_undos" (
	"audit_id" bigint PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"undone_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"direction" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_email" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_by_email" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "approvals_amount_positive" CHECK ("approvals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"until" timestamp with time zone,
	"banned_by" text NOT NULL,
	"banned_by_email" text,
	"lifted_at" timestamp with time zone,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_synced" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "approvals_by_status" ON "approvals" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bans_one_open" ON "bans" USING btree ("uid") WHERE "bans"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "bans_by_uid" ON "bans" USING btree ("uid","id");