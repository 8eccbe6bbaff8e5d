import { describe, expect, it } from "vitest";
import { mentionNote, mentionRecord, withoutLinkSecrets } from "./export-record";

describe("a record that only mentions the address", () => {
  it("gives its number, the fields naming the address, and the address as written there, nothing else", () => {
    const row = {
      id: 12,
      name: "Frank Friend",
      pointsList: "Also book Ann.Bell@Example.com and joann.bell@example.com",
      details: { address: "ann.bell@example.com" },
      createdAt: new Date(),
      privateNotes: null,
    };
    expect(mentionRecord(row, "ann.bell@example.com", "id")).toEqual({
      record: "12",
      note: mentionNote,
      fields: ["pointsList", "details"],
      written: ["Ann.Bell@Example.com", "ann.bell@example.com"],
    });
  });
});

describe("an exported row", () => {
  it("loses every secret link value, however deep, and keeps everything else", () => {
    const row = {
      id: 1,
      textBody: "Reset: https://p.example/admin/login/reset?token=abc.def.ghi",
      headers: { "List-Unsubscribe": "<https://p.example/unsubscribe?token=u.1.s>" },
      sentAt: new Date("2026-11-01T00:00:00Z"),
    };
    expect(withoutLinkSecrets(row)).toEqual({
      id: 1,
      textBody: "Reset: https://p.example/admin/login/reset?token=(removed)",
      headers: { "List-Unsubscribe": "<https://p.example/unsubscribe?token=(removed)>" },
      sentAt: new Date("2026-11-01T00:00:00Z"),
    });
  });
});
