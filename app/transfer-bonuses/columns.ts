/** Where each field sits in a scraped table's rows, found from the header names. */
export interface ColumnMap {
  from: number;
  details: number | undefined;
  /** A separate partner column ('Transfer To'), when the layout has one. */
  to: number | undefined;
  start: number;
  end: number;
}

/** Without recognisable headers, cells 1-4 are source, details, start, end. */
export const specColumns: ColumnMap = { from: 0, details: 1, to: undefined, start: 2, end: 3 };

type Field = keyof ColumnMap;

// Checked in this order, so 'Start Date' is a start before it could be anything else.
const headerRules: ReadonlyArray<[Field, RegExp]> = [
  ["start", /\b(start|begin|from date|valid from)/],
  ["end", /\b(end|expir|until|through)/],
  ["from", /\bfrom\b|\bprogram\b|\bsource\b|\bcurrency\b/],
  ["to", /^to\b|\bto\b(?!.*\bbonus)|\bpartner\b|\bairline\b|\bhotel\b/],
  ["details", /\bbonus\b|\bdetail|\bdescription\b|\boffer\b|\bdeal\b/],
];

/** The map for a header row, or undefined when it lacks a source or either date column. */
export function mapColumns(headers: readonly string[]): ColumnMap | undefined {
  const found: Partial<Record<Field, number>> = {};
  headers.forEach((header, index) => {
    const name = header.toLowerCase().replace(/\s+/g, " ").trim();
    const rule = headerRules.find(([field, pattern]) => found[field] === undefined && pattern.test(name));
    if (rule) found[rule[0]] = index;
  });
  const { from, start, end, details, to } = found;
  if (from === undefined || start === undefined || end === undefined) return undefined;
  if (details === undefined && to === undefined) return undefined;
  return { from, details, to, start, end };
}
