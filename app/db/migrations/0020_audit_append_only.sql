-- Entries written before this: every email address masked in place, the way new entries show one
-- (a***@example.com). Their keyed hash needs the app secret, which SQL has not, so the privacy
-- finder no longer matches them; nothing in them names a person in full any more.
UPDATE "admin_audit_entries" SET
  "summary" = regexp_replace("summary", '([A-Za-z0-9])[A-Za-z0-9._%+-]*@', '\1***@', 'g'),
  "admin_email" = regexp_replace("admin_email", '([A-Za-z0-9])[A-Za-z0-9._%+-]*@', '\1***@', 'g'),
  "details" = regexp_replace("details"::text, '([A-Za-z0-9])[A-Za-z0-9._%+-]*@', '\1***@', 'g')::jsonb;
--> statement-breakpoint
-- Append-only for real: no UPDATE, and no DELETE except the retention job's, which marks its own
-- transaction (set_config('pointwise.audit_retention', 'on', true)) and deletes only entries older
-- than the shortest retention the settings allow. TRUNCATE (a restore with --force) is not a row
-- change and is left to the operator's shell.
CREATE FUNCTION "admin_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('pointwise.audit_retention', true) = 'on' AND OLD."at" < now() - interval '28 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'admin_audit_entries is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_append_only" BEFORE UPDATE OR DELETE ON "admin_audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "admin_audit_append_only"();
