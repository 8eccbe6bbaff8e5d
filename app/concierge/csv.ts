/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\0]/;

/** A cell a spreadsheet shows as text: a leading formula character gets an apostrophe first. */
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** One CSV field: neutralised, and quoted when it holds a quote, a comma or a line break. */
export function csvField(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 text: CRLF line ends, a header row first. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
