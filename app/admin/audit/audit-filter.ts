import { isAuditKind, type AuditKind } from "./audit-kinds";

/** Entries per page: the log's query reads at most one page plus one row. */
export const auditPageSize = 50;

export interface AuditFilter {
  adminId?: number;
  kind?: AuditKind;
  /** Keyset page: only entries older than this id. */
  before?: number;
}

function positiveInteger(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** Reads the log's GET form; anything unknown is ignored rather than refused. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const kind = params.get("kind");
  return {
    adminId: positiveInteger(params.get("admin")),
    kind: isAuditKind(kind) ? kind : undefined,
    before: positiveInteger(params.get("before")),
  };
}

/** The query string of a filter, for the next page and the CSV link. */
export function auditFilterParams(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.adminId) params.set("admin", String(filter.adminId));
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.before) params.set("before", String(filter.before));
  return params;
}
