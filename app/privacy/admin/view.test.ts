import { describe, expect, it } from "vitest";
import { cellText, columnLabel, findSummary, type FoundPartView } from "./view";

describe("the privacy admin's cells", () => {
  it("writes dates, objects, empties and long text as one short line", () => {
    expect(cellText(new Date("2026-11-26T10:20:30Z"))).toBe("2026-11-26 10:20 UTC");
    expect(cellText(null)).toBe("—");
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText("x".repeat(300))).toHaveLength(200);
    expect(cellText(42)).toBe("42");
  });

  it("labels columns in words", () => {
    expect(columnLabel("toAddress")).toBe("to address");
    expect(columnLabel("id")).toBe("id");
  });
});

describe("the find's summary line", () => {
  const part = (name: string, count: number, keptOnErase = false): FoundPartView => ({
    name,
    label: name,
    about: "",
    onErase: "",
    keptOnErase,
    count,
    capped: false,
    columns: [],
    rows: [],
  });
  const summary = (...parts: FoundPartView[]) =>
    findSummary({ address: "ann@example.com", total: parts.reduce((sum, p) => sum + p.count, 0), parts });

  it("counts the records and the tables they are in", () => {
    expect(summary(part("subscribers", 1), part("outbox", 2), part("rate_limits", 0))).toBe("3 records about ann@example.com in 2 tables.");
    expect(summary(part("subscribers", 0))).toBe("Nothing is stored about ann@example.com.");
  });

  it("names apart the audit entries that erasure leaves, so an erased person reads as nothing stored", () => {
    expect(summary(part("subscribers", 0), part("admin_audit_entries", 2, true))).toBe(
      "Nothing is stored about ann@example.com but 2 audit-log entries name it only masked and as a keyed digest, which erasure leaves.",
    );
    expect(summary(part("subscribers", 1), part("admin_audit_entries", 1, true))).toBe(
      "1 record about ann@example.com in 1 table; 1 audit-log entry names it only masked and as a keyed digest, which erasure leaves.",
    );
  });
});
