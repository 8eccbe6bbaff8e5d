CREATE TABLE "admin_audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" integer,
	"admin_email" text,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "admin_audit_entries_admin_idx" ON "admin_audit_entries" USING btree ("admin_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_entries_kind_idx" ON "admin_audit_entries" USING btree ("kind","id");