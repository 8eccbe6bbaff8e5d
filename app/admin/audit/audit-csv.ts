import { toCsv } from "~/lib/csv";
import { auditKinds, type AuditKind } from "./audit-kinds";

export interface AuditRow {
  id: number;
  at: Date;
  adminEmail: string | null;
  kind: string;
  summary: string;
  details: Record<string, unknown> | null;
  ip: string | null;
}

export const auditCsvHeader = ["time_utc", "admin", "kind", "what", "summary", "details", "address"];

/** One CSV chunk; every cell goes through the shared neutraliser, since summaries quote what admins typed. */
export function auditCsv(rows: readonly AuditRow[], withHeader: boolean): string {
  if (rows.length === 0 && !withHeader) return "";
  const lines = rows.map((row) => [
    row.at.toISOString(),
    row.adminEmail ?? "",
    row.kind,
    auditKinds[row.kind as AuditKind] ?? row.kind,
    row.summary,
    row.details ? JSON.stringify(row.details) : "",
    row.ip ?? "",
  ]);
  return toCsv(withHeader ? [auditCsvHeader, ...lines] : lines);
}
