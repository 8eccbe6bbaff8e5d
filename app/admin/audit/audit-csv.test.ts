import { describe, expect, it } from "vitest";
import { auditCsv, type AuditRow } from "./audit-csv";

const row: AuditRow = {
  id: 7,
  at: new Date("2026-11-24T10:00:00Z"),
  adminEmail: "owner@example.com",
  kind: "deal-saved",
  summary: 'Saved deal "Sapphire, 60K"',
  details: { slug: "sapphire" },
  ip: "203.0.113.9",
};

describe("auditCsv", () => {
  it("writes a header, the label of the kind and the details as JSON", () => {
    expect(auditCsv([row], true)).toBe(
      "time_utc,admin,kind,what,summary,details,address\r\n" +
        '2026-11-24T10:00:00.000Z,owner@example.com,deal-saved,Deal saved,"Saved deal ""Sapphire, 60K""","{""slug"":""sapphire""}",203.0.113.9\r\n',
    );
  });

  it("neutralises every cell a spreadsheet would read as a formula", () => {
    const hostile = { ...row, adminEmail: null, kind: "sign-in-failed", summary: '=HYPERLINK("http://x")', ip: "@1", details: null };
    const cells = auditCsv([{ ...hostile }, { ...hostile, summary: "+1", ip: "-2" }], false).split("\r\n");
    expect(cells[0]).toBe(`2026-11-24T10:00:00.000Z,,sign-in-failed,Failed sign-in,"'=HYPERLINK(""http://x"")",,'@1`);
    expect(cells[1]).toBe("2026-11-24T10:00:00.000Z,,sign-in-failed,Failed sign-in,'+1,,'-2");
  });

  it("writes nothing for an empty batch after the first", () => {
    expect(auditCsv([], false)).toBe("");
    expect(auditCsv([], true)).toBe("time_utc,admin,kind,what,summary,details,address\r\n");
  });
});
