import { describe, expect, it } from "vitest";
import { cellText, columnLabel } from "./view";

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
