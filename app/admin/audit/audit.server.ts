import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { db } from "~/db/database.server";
import { adminAuditEntries, admins } from "~/db/schema";
import { requestInfoContext } from "~/request-context";
import { auditPersonDigest } from "~/security/person-digest.server";
import { auditCsv, type AuditRow } from "./audit-csv";
import { maskAddresses } from "./audit-mask";
import { auditPageSize, type AuditFilter } from "./audit-filter";
import type { AuditKind } from "./audit-kinds";
import { adminContext } from "../sign-in/guard.server";
import type { AdminIdentity } from "../sign-in/sessions.server";

/** Long free text (a deal title, an email tried) is cut so one entry stays small. */
const maxSummaryLength = 300;

export interface AuditEvent {
  kind: AuditKind;
  summary: string;
  details?: Record<string, unknown>;
  /** Who acted; absent for a failed sign-in. */
  admin?: AdminIdentity;
  /** The trusted client address; absent from the command line. */
  ip?: string;
}

/**
 * The log is append-only: this module is the only writer, it only inserts, and a trigger refuses
 * any UPDATE or DELETE but the retention job's (migration 0020). So no entry holds an address
 * whole: each is masked, and named by a keyed digest the privacy finder can match (issue 29 item 6).
 */
export async function recordAudit(event: AuditEvent): Promise<void> {
  const masked = maskAddresses({
    adminEmail: event.admin?.email ?? null,
    summary: event.summary.slice(0, maxSummaryLength),
    details: event.details ?? null,
  });
  await db()
    .insert(adminAuditEntries)
    .values({
      adminId: event.admin?.id ?? null,
      ...masked.value,
      kind: event.kind,
      ip: event.ip ?? null,
      personHashes: masked.addresses.length ? masked.addresses.map(auditPersonDigest) : null,
    });
}

/** For route actions behind the admin guard: the signed-in admin and their address come from the request. */
export function auditAdminAction(
  context: Readonly<RouterContextProvider>,
  kind: AuditKind,
  summary: string,
  details?: Record<string, unknown>,
): Promise<void> {
  return recordAudit({ kind, summary, details, admin: context.get(adminContext), ip: context.get(requestInfoContext).ip });
}

/**
 * Whether an action's answer means the change went through: a validation answer (4xx) is not
 * audited as a change. Used around actions whose work happens in a domain module.
 */
export function actionSucceeded(result: unknown): boolean {
  if (result instanceof Response) return result.status < 400;
  const init = (result as { init?: ResponseInit | null } | null)?.init;
  return (init?.status ?? 200) < 400;
}

/** Reads the posted form without using up the body the real action reads. */
export function postedForm(request: Request): Promise<FormData> {
  return request.clone().formData();
}

/** The named fields that were posted, as text, for an entry's details (never pass a secret's name). */
export function postedFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (form.has(name) ? [[name, String(form.get(name))]] : [])));
}

function filterWhere(filter: AuditFilter): SQL | undefined {
  return and(
    filter.adminId ? eq(adminAuditEntries.adminId, filter.adminId) : undefined,
    filter.kind ? eq(adminAuditEntries.kind, filter.kind) : undefined,
    filter.before ? lt(adminAuditEntries.id, filter.before) : undefined,
  );
}

function readEntries(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  return db().select().from(adminAuditEntries).where(filterWhere(filter)).orderBy(desc(adminAuditEntries.id)).limit(limit);
}

/** One page, newest first, and where the next page starts when there is one. */
export async function auditPage(filter: AuditFilter) {
  const rows = await readEntries(filter, auditPageSize + 1);
  const entries = rows.slice(0, auditPageSize);
  return { entries, nextBefore: rows.length > auditPageSize ? entries.at(-1)!.id : undefined };
}

/** Every admin account, for the log's filter (entries keep their own copy of the email). */
export function auditAdmins() {
  return db().select({ id: admins.id, email: admins.email }).from(admins).orderBy(admins.email);
}

/** The whole filtered log as CSV, read in bounded batches as the download is consumed. */
export function auditCsvStream(filter: AuditFilter, batchSize = 500): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before = filter.before;
  let first = true;
  return new ReadableStream({
    async pull(controller) {
      const rows = await readEntries({ ...filter, before }, batchSize);
      controller.enqueue(encoder.encode(auditCsv(rows, first)));
      first = false;
      if (rows.length < batchSize) controller.close();
      else before = rows.at(-1)!.id;
    },
  });
}
