ALTER TABLE "admins" ADD COLUMN "devices_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_entries" ADD COLUMN "person_hashes" text[];