import type { RetentionSettings } from "../retention-settings";

/** One table's part of a find, as the admin shows it: text cells only. */
export interface FoundPartView {
  name: string;
  label: string;
  about: string;
  onErase: string;
  /** Erasure leaves these rows (see PersonalDataEntry.keptOnErase). */
  keptOnErase: boolean;
  count: number;
  capped: boolean;
  columns: string[];
  rows: string[][];
}

export interface FindView {
  address: string;
  total: number;
  parts: FoundPartView[];
}

export interface LastRunView {
  day: string;
  finishedAt: string | null;
  total: number;
  touched: Array<[string, number]>;
}

export interface PendingRequestView {
  id: number;
  email: string;
  requestedAt: string;
  /** When the daily job will carry it out, or null when it waits for the owner. */
  dueAt: string | null;
}

export interface PrivacyAdminView {
  query: string;
  queryError?: string;
  found?: FindView;
  retention: RetentionSettings;
  lastRun?: LastRunView;
  pending: PendingRequestView[];
}

/**
 * The find's summary line. Rows that erasure leaves (the audit log's masked entries) are named
 * apart, so that after an erasure the owner reads that nothing else is stored.
 */
export function findSummary(found: FindView): string {
  const kept = found.parts.filter((part) => part.keptOnErase && part.count > 0);
  const keptCount = kept.reduce((sum, part) => sum + part.count, 0);
  const rest = found.total - keptCount;
  const withRows = found.parts.filter((part) => !part.keptOnErase && part.count > 0).length;
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const stored =
    rest === 0
      ? `Nothing is stored about ${found.address}`
      : `${plural(rest, "record", "records")} about ${found.address} in ${plural(withRows, "table", "tables")}`;
  if (keptCount === 0) return `${stored}.`;
  const entries = plural(keptCount, "audit-log entry names", "audit-log entries name");
  return `${stored}${rest === 0 ? " but" : ";"} ${entries} it only masked and as a keyed digest, which erasure leaves.`;
}

/** Rows shown per table on the page; the export has them all. */
export const shownRowsPerPart = 20;

/** A stored value as one line of text for the admin's table. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (value instanceof Date) return value.toISOString().replace("T", " ").slice(0, 16) + " UTC";
  if (typeof value === "object") return JSON.stringify(value).slice(0, 200);
  const text = String(value);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** Column keys as words: "toAddress" → "to address". */
export function columnLabel(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}
