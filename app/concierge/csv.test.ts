import { describe, expect, it } from "vitest";
import { csvField, neutraliseCell, toCsv } from "./csv";

describe("neutraliseCell", () => {
  it.each(["=1+1", "+1 212 555 0100", "-2", "@SUM(A1)", "\tcmd", "\0x"])("makes %j plain text", (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it("leaves ordinary text alone", () => {
    expect(neutraliseCell("Ana Lima")).toBe("Ana Lima");
    expect(neutraliseCell("1 = 1")).toBe("1 = 1");
    expect(neutraliseCell("")).toBe("");
  });
});

describe("toCsv", () => {
  it("quotes fields with commas, quotes or line breaks and ends lines with CRLF", () => {
    expect(csvField('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(toCsv(["Name", "Notes"], [["Ana", "=HYPERLINK(\"x\")"], ["Bo", "plain"]])).toBe(
      'Name,Notes\r\nAna,"\'=HYPERLINK(""x"")"\r\nBo,plain\r\n',
    );
  });
});
