/**
 * An RFC 4180 reader for the files toCsv (app/lib/csv.ts) writes: comma-separated cells, quoted
 * cells with "" for a quote, records ending in CRLF (or a bare LF or CR, as editors save them).
 * One pass over the text; it stops at `maxRecords`, so a huge file costs no more than that.
 * Blank lines are skipped; each record keeps the line it starts on, for messages.
 */

export interface CsvRecord {
  /** 1-based line of the file the record starts on. */
  line: number;
  cells: string[];
}

export type CsvResult =
  | { ok: true; records: CsvRecord[] }
  | { ok: false; problem: "too-many-records" }
  | { ok: false; problem: "unclosed-quote" | "text-after-quote"; line: number };

export function parseCsv(text: string, maxRecords: number): CsvResult {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let position = 0;

  const endCell = () => {
    cells.push(cell);
    cell = "";
    quoted = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== "") records.push({ line: recordLine, cells });
    cells = [];
  };

  while (position < text.length) {
    const char = text[position]!;
    if (char === '"' && cell === "" && !quoted) {
      // A quoted cell runs to the next quote that is not doubled, across commas and line breaks.
      const start = line;
      quoted = true;
      position += 1;
      for (;;) {
        if (position >= text.length) return { ok: false, problem: "unclosed-quote", line: start };
        const inner = text[position]!;
        position += 1;
        if (inner !== '"') {
          if (inner === "\n" || (inner === "\r" && text[position] !== "\n")) line += 1;
          cell += inner;
        } else if (text[position] === '"') {
          cell += '"';
          position += 1;
        } else break;
      }
      const next = text[position];
      if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") return { ok: false, problem: "text-after-quote", line };
      continue;
    }
    if (char === ",") endCell();
    else if (char === "\r" || char === "\n") {
      endRecord();
      if (records.length > maxRecords) return { ok: false, problem: "too-many-records" };
      if (char === "\r" && text[position + 1] === "\n") position += 1;
      line += 1;
      recordLine = line;
    } else cell += char;
    position += 1;
  }
  if (cell !== "" || quoted || cells.length > 0) endRecord();
  if (records.length > maxRecords) return { ok: false, problem: "too-many-records" };
  return { ok: true, records };
}
