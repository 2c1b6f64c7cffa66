CREATE TABLE "erased_players" (
	"uid_hash" text PRIMARY KEY NOT NULL,
	"erased_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vote_pingbacks" ADD COLUMN "token" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The pseudonymisation of an erased player's rows, in his erasure's transaction only
	-- (server/erasure.ts sets airflyff.erasure for it): the only change the log accepts.
	IF TG_OP = 'UPDATE' AND current_setting('airflyff.erasure', true) = 'on' THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;
