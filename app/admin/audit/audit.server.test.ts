import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "~/email/mask";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "../accounts/accounts.server";
import { auditAdmins, auditCsvStream, auditPage, recordAudit } from "./audit.server";
import { auditPageSize } from "./audit-filter";

let dispose: () => Promise<void>;
let owner: { id: number; email: string };
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await createAdmin("owner@example.com", "a-long-enough-password");
  owner = { id: (await findAdminByEmail("owner@example.com"))!.id, email: "owner@example.com" };
  // 70 deal saves by the owner, then 5 failed sign-ins by nobody: more than a page of each.
  for (let i = 1; i <= 70; i++) await recordAudit({ kind: "deal-saved", summary: `Saved deal ${i}`, admin: owner, ip: "203.0.113.1" });
  for (let i = 1; i <= 5; i++)
    await recordAudit({ kind: "sign-in-failed", summary: `Failed ${i}`, details: { email: "x@example.com" }, ip: "198.51.100.7" });
});
afterAll(() => dispose());

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("the audit log", () => {
  it("reads one bounded page at a time, newest first, and says where the next starts", async () => {
    const first = await auditPage({});
    expect(first.entries).toHaveLength(auditPageSize);
    expect(first.entries[0]!.summary).toBe("Failed 5");
    expect(first.entries.map((entry) => entry.id)).toEqual([...first.entries.map((entry) => entry.id)].sort((a, b) => b - a));
    const second = await auditPage({ before: first.nextBefore });
    expect(second.entries).toHaveLength(75 - auditPageSize);
    expect(second.entries.at(-1)!.summary).toBe("Saved deal 1");
    expect(second.nextBefore).toBeUndefined();
  });

  it("filters by admin and by kind", async () => {
    const failed = await auditPage({ kind: "sign-in-failed" });
    expect(failed.entries.map((entry) => entry.summary)).toEqual(["Failed 5", "Failed 4", "Failed 3", "Failed 2", "Failed 1"]);
    expect(failed.entries[0]).toMatchObject({
      adminId: null,
      adminEmail: null,
      ip: "198.51.100.7",
      details: { email: maskEmail("x@example.com") },
    });
    const byOwner = await auditPage({ adminId: owner.id });
    expect(byOwner.entries.every((entry) => entry.adminEmail === maskEmail("owner@example.com") && entry.kind === "deal-saved")).toBe(true);
    expect(await auditAdmins()).toEqual([owner]);
  });

  it("exports every matching entry as CSV, in batches, with one header", async () => {
    const lines = (await text(auditCsvStream({ adminId: owner.id }, 30))).trimEnd().split("\r\n");
    expect(lines[0]).toBe("time_utc,admin,kind,what,summary,details,address");
    expect(lines).toHaveLength(71);
    expect(lines[1]).toMatch(/^[\dT:.Z-]+,o\*\*\*@example\.com,deal-saved,Deal saved,Saved deal 70,,203\.0\.113\.1$/);
    expect(lines.filter((line) => line.startsWith("time_utc"))).toHaveLength(1);
    expect(lines.at(-1)).toContain(",Saved deal 1,");
  });
});
