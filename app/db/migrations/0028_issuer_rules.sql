CREATE TABLE "issuer_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"note" text,
	"definition" jsonb NOT NULL,
	"source_url" text NOT NULL,
	"confidence" text NOT NULL,
	"checked_on" date NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuer_rules_confidence" CHECK ("issuer_rules"."confidence" in ('issuer', 'readers')),
	CONSTRAINT "issuer_rules_source_https" CHECK ("issuer_rules"."source_url" like 'https://%')
);
