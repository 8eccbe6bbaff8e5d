import { describe, expect, it } from "vitest";
import { neutraliseCell, toCsv } from "./csv";

describe("CSV cells that a spreadsheet would run as formulas", () => {
  it.each(["=1+1", "+1 212 555 0100", "-1", "@SUM(A1)", "\tcmd", "\0x", "\rx"])("are neutralised: %j", (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each([" =1+1", '\u00a0=HYPERLINK("x")', "  +1", "\u00a0\u00a0-1", " @SUM(A1)", "\u2007=1", "\ufeff=1"])(
    "are neutralised behind leading spaces a spreadsheet skips: %j",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it("leave ordinary values alone", () => {
    expect(neutraliseCell("jane@example.com")).toBe("jane@example.com");
    expect(neutraliseCell("2026-11-23")).toBe("2026-11-23");
    expect(neutraliseCell("")).toBe("");
    expect(neutraliseCell(" Jane ")).toBe(" Jane ");
  });
});

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, and neutralises inside the quotes", () => {
    expect(
      toCsv([
        ["email", "note"],
        ["a@example.com", 'say "hi", then\nleave'],
        ["=cmd|' /C calc'!A0", "x"],
      ]),
    ).toBe('email,note\r\na@example.com,"say ""hi"", then\nleave"\r\n\'=cmd|\' /C calc\'!A0,x\r\n');
  });
});
