import { maskEmail } from "~/email/mask";
import { removeLinkSecrets } from "~/email/secret-links";
import { mentionPattern, normaliseAddress } from "~/lib/email-address";

type Row = Record<string, unknown>;

/** What the export says about a record that belongs to someone else but names the address. */
export const mentionNote = "Your address appears in this record, which holds someone else's data: only your address is exported from it.";

/** A record that only mentions the address: its number, which fields name it, and the address as written there. */
export interface MentionRecord {
  record: string;
  note: string;
  fields: string[];
  written: string[];
}

const textOf = (value: unknown): string => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/** Instead of a row that merely mentions the address: where it appears, and its own text only. */
export function mentionRecord(row: Row, address: string, recordKey: string): MentionRecord {
  const fields: string[] = [];
  const written = new Set<string>();
  // The audit log keeps an address only masked (a***@example.com), so that form counts as written too.
  const masked = maskEmail(normaliseAddress(address)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`${mentionPattern(address)}|(?<![a-z0-9._%+-])${masked}(?![a-z0-9_-]|\\.[a-z0-9])`, "gi");
  for (const [field, value] of Object.entries(row)) {
    if (value === null || value === undefined || value instanceof Date) continue;
    const found = textOf(value).match(pattern);
    if (!found) continue;
    fields.push(field);
    for (const text of found) written.add(text);
  }
  return { record: String(row[recordKey]), note: mentionNote, fields, written: [...written] };
}

/** A value with every secret link value in its text removed, however deep (headers, attachments). */
export function withoutLinkSecrets<T>(value: T): T {
  if (typeof value === "string") return removeLinkSecrets(value) as T;
  if (Array.isArray(value)) return value.map(withoutLinkSecrets) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutLinkSecrets(inner)])) as T;
  }
  return value;
}
