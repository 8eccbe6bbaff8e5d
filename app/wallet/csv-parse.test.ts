import { describe, expect, it } from "vitest";
import { toCsv } from "~/lib/csv";
import { parseCsv } from "./csv-parse";

const cellsOf = (text: string) => {
  const result = parseCsv(text, 100);
  if (!result.ok) throw new Error(result.problem);
  return result.records.map((record) => record.cells);
};

describe("parseCsv", () => {
  it("reads cells and records, with CRLF, LF or CR line ends", () => {
    expect(cellsOf("a,b,c\r\n1,,3\r\n")).toEqual([
      ["a", "b", "c"],
      ["1", "", "3"],
    ]);
    expect(cellsOf("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(cellsOf("a,b\r1,2\r")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(cellsOf("a,\r\n,")).toEqual([
      ["a", ""],
      ["", ""],
    ]);
  });

  it("reads quoted cells with doubled quotes, commas and line breaks inside", () => {
    expect(cellsOf('"say ""hi"", then\r\nleave",x\r\n')).toEqual([['say "hi", then\r\nleave', "x"]]);
    expect(cellsOf('"",""')).toEqual([["", ""]]);
  });

  it("reads back exactly what toCsv writes", () => {
    const rows = [
      ["name", "note"],
      ["=cmd|' /C calc'!A0", 'a "quoted", multi\nline value'],
      ["", "-1"],
      ["\u00a0@x", "plain"],
    ];
    expect(cellsOf(toCsv(rows))).toEqual(rows.map((row) => row.map((cell) => (/^(?:\s*[=+\-@])/.test(cell) ? `'${cell}` : cell))));
  });

  it("skips blank lines and numbers each record by the line it starts on", () => {
    const result = parseCsv('a\r\n\r\n"two\nlines",b\r\nc\r\n', 10);
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ["a"] },
        { line: 3, cells: ["two\nlines", "b"] },
        { line: 5, cells: ["c"] },
      ],
    });
  });

  it("keeps a quote inside an unquoted cell as it is", () => {
    expect(cellsOf('5" ruler,x')).toEqual([['5" ruler', "x"]]);
  });

  it("refuses an unclosed quote and text after a closing quote, naming the line", () => {
    expect(parseCsv('a\r\n"open,\r\nb', 10)).toEqual({ ok: false, problem: "unclosed-quote", line: 2 });
    expect(parseCsv('a\r\nb\r\n"x"y,z', 10)).toEqual({ ok: false, problem: "text-after-quote", line: 3 });
  });

  it("stops as soon as there are more records than allowed", () => {
    expect(parseCsv("1\n2\n3\n", 3).ok).toBe(true);
    expect(parseCsv("1\n2\n3\n4", 3)).toEqual({ ok: false, problem: "too-many-records" });
    expect(parseCsv("1\n2\n3\n4\n" + '"never closed', 3)).toEqual({ ok: false, problem: "too-many-records" });
  });
});
