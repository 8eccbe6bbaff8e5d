import { looksLikeAddress, maxAddressLength, normaliseAddress } from "~/lib/email-address";
import type { TextSearch } from "~/lib/text-search";

/** Shorter text would match half of every table; the owner types a little more instead. */
export const minSearchLength = 3;
/** Fewer digits than this say nothing about a phone number (a year, a house number). */
const minPhoneDigits = 4;
/** Rows shown per kind of record: enough for one person, a bound for a vague word. */
export const searchRowLimit = 20;

export const adminSearchPath = "/admin/search";

export type AdminSearchQuery =
  | { kind: "empty" }
  | { kind: "too-short"; text: string; message: string }
  /** An address: the privacy desk's finder, plus the records that mention it. */
  | { kind: "address"; text: string; address: string; search: TextSearch }
  | { kind: "words"; text: string; search: TextSearch };

/** The search box's `q`, read: an email address, a phone number, or a name or title. */
export function parseAdminSearch(raw: string | null): AdminSearchQuery {
  const text = (raw ?? "").trim().replace(/\s+/g, " ").slice(0, maxAddressLength);
  if (text === "") return { kind: "empty" };
  if (text.length < minSearchLength) {
    return { kind: "too-short", text, message: `Type at least ${minSearchLength} characters to search.` };
  }
  if (looksLikeAddress(text)) return { kind: "address", text, address: normaliseAddress(text), search: { text } };
  const digits = text.replace(/\D/g, "");
  const looksLikePhone = /^[\d\s()+.-]+$/.test(text) && digits.length >= minPhoneDigits;
  return { kind: "words", text, search: looksLikePhone ? { text, phoneDigits: digits } : { text } };
}
