import type { Catalog, PointValue } from "./catalog";

export interface ValueLine {
  id: string;
  name: string;
  cents: number;
  reviewedOn: string;
}

export interface ValuesPage {
  currencies: ValueLine[];
  airlines: ValueLine[];
  hotels: ValueLine[];
  /** The latest review date of any value, or null when none is set. */
  lastReviewed: string | null;
}

/** The values page's tables: each currency and program with its value, by name. */
export function valuesPage(catalog: Catalog): ValuesPage {
  const line = (value: PointValue | undefined, id: string, name: string): ValueLine[] =>
    value ? [{ id, name, cents: value.cents, reviewedOn: value.reviewedOn }] : [];
  const find = (subject: PointValue["subject"], id: string) => catalog.values.find((value) => value.subject === subject && value.id === id);
  const byName = (a: ValueLine, b: ValueLine) => a.name.localeCompare(b.name);
  const programs = (kind: "airline" | "hotel") =>
    catalog.programs
      .filter((program) => program.kind === kind)
      .flatMap((program) => line(find("program", program.id), program.id, program.name));
  return {
    currencies: catalog.currencies.flatMap((currency) => line(find("currency", currency.id), currency.id, currency.name)).sort(byName),
    airlines: programs("airline").sort(byName),
    hotels: programs("hotel").sort(byName),
    lastReviewed: catalog.values.reduce<string | null>(
      (latest, value) => (latest === null || value.reviewedOn > latest ? value.reviewedOn : latest),
      null,
    ),
  };
}

/** Cents with up to two decimals: 1.75¢. */
export function formatCents(cents: number): string {
  return `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }).format(cents)}¢`;
}
