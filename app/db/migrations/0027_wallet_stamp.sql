ALTER TABLE "visitor_accounts" ADD COLUMN "wallet_stamp" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Any write to a wallet row draws a new stamp for its account (decision 077). Statement-level, so
-- replacing a whole wallet draws one stamp per account, not one per row; PostgreSQL allows a
-- transition table on a trigger of one event only, hence a trigger per table and event.
CREATE FUNCTION "wallet_rows_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "visitor_accounts" SET "wallet_stamp" = gen_random_uuid()
  WHERE "id" IN (SELECT DISTINCT "account_id" FROM "written_rows");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "wallet_members_inserted" AFTER INSERT ON "wallet_members" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
--> statement-breakpoint
CREATE TRIGGER "wallet_members_updated" AFTER UPDATE ON "wallet_members" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
--> statement-breakpoint
CREATE TRIGGER "wallet_members_deleted" AFTER DELETE ON "wallet_members" REFERENCING OLD TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
--> statement-breakpoint
CREATE TRIGGER "wallet_cards_inserted" AFTER INSERT ON "wallet_cards" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
--> statement-breakpoint
CREATE TRIGGER "wallet_cards_updated" AFTER UPDATE ON "wallet_cards" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
--> statement-breakpoint
CREATE TRIGGER "wallet_cards_deleted" AFTER DELETE ON "wallet_cards" REFERENCING OLD TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
--> statement-breakpoint
CREATE TRIGGER "wallet_balances_inserted" AFTER INSERT ON "wallet_balances" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
--> statement-breakpoint
CREATE TRIGGER "wallet_balances_updated" AFTER UPDATE ON "wallet_balances" REFERENCING NEW TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
--> statement-breakpoint
CREATE TRIGGER "wallet_balances_deleted" AFTER DELETE ON "wallet_balances" REFERENCING OLD TABLE AS "written_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wallet_rows_written"();
