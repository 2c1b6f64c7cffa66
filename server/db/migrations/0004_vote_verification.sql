CREATE TABLE "vote_pingbacks" (
	"site_id" text NOT NULL,
	"ref" text NOT NULL,
	"ip" text NOT NULL,
	"received_at" bigint NOT NULL,
	CONSTRAINT "vote_pingbacks_site_id_ref_ip_pk" PRIMARY KEY("site_id","ref","ip")
);
--> statement-breakpoint
ALTER TABLE "vote_sites" ADD COLUMN "verification" jsonb;--> statement-breakpoint
ALTER TABLE "vote_tokens" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "vote_tokens" ADD COLUMN "ref" text DEFAULT '' NOT NULL;