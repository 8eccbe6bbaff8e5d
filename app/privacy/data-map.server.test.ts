import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { noPersonalData, personalDataMap } from "./data-map.server";

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
/** Column names that usually hold personal data: an address, a name, a phone, a browser, a client address. */
const personalLooking = /(^|_)(e?mail|email_address|to_address|address|name|first_name|last_name|phone|user_agent|ip)$|email/;

describe("the personal-data map", () => {
  it("names every table of the schema once: in the map or in the list of tables without personal data", () => {
    const mapped = personalDataMap.map((entry) => entry.name);
    const exempt = Object.keys(noPersonalData);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(mapped.filter((name) => exempt.includes(name))).toEqual([]);
    const unlisted = tables.map((table) => getTableName(table)).filter((name) => !mapped.includes(name) && !exempt.includes(name));
    expect(unlisted, "add these tables to app/privacy/data-map.server.ts").toEqual([]);
    const gone = [...mapped, ...exempt].filter((name) => !tables.some((table) => getTableName(table) === name));
    expect(gone, "these tables are no longer in the schema").toEqual([]);
  });

  it("fails for a table with an email-like or name column that is in neither list", () => {
    const withPersonalColumns = tables.filter((table) =>
      Object.values(getTableColumns(table)).some((column) => personalLooking.test(column.name)),
    );
    // The check above would catch any of these if it were missing from both lists.
    expect(withPersonalColumns.map((table) => getTableName(table))).toEqual(
      expect.arrayContaining(["concierge_requests", "strategy_bookings", "subscribers", "outbox", "admin_audit_entries", "privacy_links"]),
    );
    for (const table of withPersonalColumns) {
      const name = getTableName(table);
      expect(personalDataMap.some((entry) => entry.name === name) || name in noPersonalData, name).toBe(true);
    }
  });

  it("describes each entry's table and shows only columns the table has", () => {
    for (const entry of personalDataMap) {
      expect(getTableName(entry.table)).toBe(entry.name);
      const keys = Object.keys(getTableColumns(entry.table));
      expect(
        entry.shown.filter((key) => !keys.includes(key)),
        entry.name,
      ).toEqual([]);
      expect(entry.about.length).toBeGreaterThan(20);
      expect(entry.onErase.length).toBeGreaterThan(5);
    }
  });
});
