import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "~/admin/audit/audit.server";
import { db } from "~/db/database.server";
import { adminAuditEntries } from "~/db/schema";
import { erasePerson, findPerson } from "~/privacy/personal-data.server";
import { runRetention } from "~/privacy/retention.server";
import { openTestDatabase } from "./test-database";

/*
 * Issue 29 item 6: the audit log is append-only in the database itself, so no request (and no
 * injected SQL) can rewrite or delete an entry; the retention job's delete of old entries is the
 * one exception. Entries name people only masked and by a keyed digest, so erasure finds them and
 * needs no rewrite. Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
 */
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
});
afterAll(() => dispose());

/** Drizzle wraps the database's error; the trigger's message is in its cause. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    return String((error as { cause?: Error }).cause?.message ?? error);
  }
  return "not refused";
}

const entries = () => db().select().from(adminAuditEntries).orderBy(adminAuditEntries.id);

describe("the audit table", () => {
  it("refuses an UPDATE and a DELETE", async () => {
    await recordAudit({ kind: "deal-saved", summary: "Saved deal", ip: "203.0.113.1", admin: { id: 1, email: "owner@example.com" } });
    expect(await refusal(() => db().execute(sql`update admin_audit_entries set summary = 'rewritten'`))).toMatch(/append-only/);
    expect(await refusal(() => db().execute(sql`delete from admin_audit_entries`))).toMatch(/append-only/);
    // Marking a transaction as the retention job's does not open recent entries either.
    const marked = () =>
      db().transaction(async (tx) => {
        await tx.execute(sql`select set_config('pointwise.audit_retention', 'on', true)`);
        await tx.execute(sql`delete from admin_audit_entries`);
      });
    expect(await refusal(marked)).toMatch(/append-only/);
    expect((await entries()).map((row) => row.summary)).toEqual(["Saved deal"]);
  });

  it("keeps addresses only masked, with a keyed digest the privacy finder matches", async () => {
    await recordAudit({
      kind: "sign-in-failed",
      summary: "Failed sign-in as Someone@Example.com",
      details: { email: "someone@example.com" },
      ip: "198.51.100.9",
    });
    const [row] = (await entries()).slice(-1);
    expect(row).toMatchObject({ summary: "Failed sign-in as s***@example.com", details: { email: "s***@example.com" } });
    expect(JSON.stringify(row)).not.toContain("someone@");
    expect(row!.personHashes).toHaveLength(1);
    expect((await entries())[0]).toMatchObject({ adminEmail: "o***@example.com" });

    const found = await findPerson("someone@example.com");
    expect(found.parts.find((part) => part.entry.name === "admin_audit_entries")?.rows).toHaveLength(1);
    expect(
      (await findPerson("other@example.com")).parts.find((part) => part.entry.name === "admin_audit_entries")?.rows ?? [],
    ).toHaveLength(0);
  });

  it("lets erasure through without rewriting the log", async () => {
    const before = await entries();
    await expect(erasePerson("someone@example.com", "owner")).resolves.toBeDefined();
    expect(await entries()).toEqual(before);
  });

  it("lets the retention job delete failed sign-ins past their retention, and nothing else", async () => {
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    await db()
      .insert(adminAuditEntries)
      .values([
        { kind: "sign-in-failed", summary: "Failed sign-in as o***@example.com", at: old },
        { kind: "deal-saved", summary: "Saved an old deal", at: old },
      ]);
    await runRetention(new Date());
    expect((await entries()).map((row) => row.summary)).toEqual(["Saved deal", "Failed sign-in as s***@example.com", "Saved an old deal"]);
  });
});
