import { db, type Transaction } from "~/db/database.server";
import { suppress } from "~/security/suppression.server";
import { site } from "~/config/site";
import { personalDataMap, type PersonalDataEntry, type Row, type Tx } from "./data-map.server";
import { normaliseAddress } from "~/lib/email-address";
import { mentionRecord, withoutLinkSecrets } from "./export-record";

/** Rows shown and exported per table; more is said so (a real person has a handful). */
export const findLimit = 500;

export interface FoundPart {
  entry: PersonalDataEntry;
  rows: Row[];
  /** True when the table had more rows than `findLimit`. */
  capped: boolean;
}

export interface FoundPerson {
  address: string;
  parts: FoundPart[];
  total: number;
}

/** Everything stored about `address`, table by table (exact on the normalised address, plus free-text mentions). */
export async function findPerson(address: string, tx: Tx = db()): Promise<FoundPerson> {
  const normalised = normaliseAddress(address);
  const parts: FoundPart[] = [];
  for (const entry of personalDataMap) {
    const rows = await entry.find(tx, normalised, findLimit + 1);
    parts.push({ entry, rows: rows.slice(0, findLimit), capped: rows.length > findLimit });
  }
  return { address: normalised, parts, total: parts.reduce((sum, part) => sum + part.rows.length, 0) };
}

/**
 * One found row as the export gives it: the person's own row whole (without any live link: links
 * that open something are removed), someone else's row only as where the address appears in it.
 */
function exportedRow(entry: PersonalDataEntry, row: Row, address: string): unknown {
  if (entry.isOwn && !entry.isOwn(row, address)) return mentionRecord(row, address, entry.recordKey ?? "id");
  return withoutLinkSecrets(row);
}

/** The machine-readable export (GDPR articles 15 and 20): a header explaining each part, then the rows. */
export function exportDocument(found: FoundPerson, now = new Date()): Record<string, unknown> {
  const readme = {
    title: `Personal data held by ${site.name} about ${found.address}`,
    generatedAt: now.toISOString(),
    format:
      "JSON. Each key after README is one kind of record (a database table); its value is the list of records found, each with every stored field. A record that belongs to someone else but mentions your address (their request, an email to the owner, the admin's log) gives only its number, the fields your address appears in, and your address as written there. Links that would open something (password resets, invitations, this page, booking management, preferences) are replaced by '(removed)'. Times are in UTC (ISO 8601); amounts in cents.",
    parts: Object.fromEntries(
      found.parts.map(({ entry, capped }) => [entry.name, capped ? `${entry.about} (first ${findLimit} only)` : entry.about]),
    ),
  };
  const parts = found.parts.map(({ entry, rows }) => [entry.name, rows.map((row) => exportedRow(entry, row, found.address))]);
  return { README: readme, ...Object.fromEntries(parts) };
}

export function exportFileName(now = new Date()): string {
  return `personal-data-${now.toISOString().slice(0, 10)}.json`;
}

export function exportResponse(found: FoundPerson, now = new Date()): Response {
  return new Response(JSON.stringify(exportDocument(found, now), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}

export interface ErasureResult {
  /** Rows deleted or anonymised, per table. */
  touched: Record<string, number>;
  total: number;
}

/**
 * Erases or anonymises every row about `address` in one transaction (GDPR article 17), and adds
 * the address's keyed hash to the suppression list. Each table is searched again until nothing is
 * found, so a person with more rows than one search returns is still erased entirely.
 */
export async function erasePerson(address: string, by: "owner" | "schedule", now = new Date()): Promise<ErasureResult> {
  return db().transaction((tx) => eraseInTransaction(tx, address, by, now));
}

export async function eraseInTransaction(tx: Transaction | Tx, address: string, by: string, now: Date): Promise<ErasureResult> {
  const normalised = normaliseAddress(address);
  const touched: Record<string, number> = {};
  for (const entry of personalDataMap) {
    let count = 0;
    for (;;) {
      const rows = await entry.find(tx, normalised, findLimit);
      if (rows.length === 0) break;
      count += await entry.erase(tx, rows, { address: normalised, now, by });
      if (rows.length < findLimit) break;
    }
    if (count > 0) touched[entry.name] = count;
  }
  await suppress(tx, normalised, now);
  return { touched, total: Object.values(touched).reduce((sum, n) => sum + n, 0) };
}
