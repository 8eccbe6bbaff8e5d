/**
 * Characters that make a spreadsheet read a cell as a formula (or a DDE command), per OWASP's
 * CSV injection advice. A visitor's "=HYPERLINK(...)" must stay text when the owner opens an export.
 * Spreadsheets skip leading spaces (a no-break space among them) before reading a formula.
 */
const formulaStart = /^(?:\s*[=+\-@]|[\t\r\0])/;

/** Prefixes a quote to a cell that would start a formula, so spreadsheets show it as text. */
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

function quoteCell(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV (CRLF line ends) with every cell neutralised. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => row.map(quoteCell).join(",")).join("\r\n") + "\r\n";
}
