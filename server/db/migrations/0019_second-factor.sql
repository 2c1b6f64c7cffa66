CREATE TABLE "second_factors" (
	"uid" text PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"last_step" bigint,
	"recovery_digests" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factor_step_ups" (
	"digest" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "step_ups_by_uid" ON "second_factor_step_ups" USING btree ("uid");