/** The longest address a mail system accepts (RFC 5321 path limit). */
export const maxAddressLength = 254;

/** How addresses are compared everywhere: trimmed and lower-cased. */
export function normaliseAddress(value: string): string {
  return value.trim().toLowerCase();
}

/** A plain address check: something@domain.tld, no spaces, within the length limit. */
export function looksLikeAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= maxAddressLength && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(address);
}

/**
 * A regular expression (source, for JavaScript and PostgreSQL alike) matching the address typed
 * inside free text, whatever its case, but not as part of a longer address: "ann@example.com"
 * is not found in "joann@example.com" or "ann@example.co.uk", and is in "ann@example.com.".
 */
export function mentionPattern(address: string): string {
  const escaped = normaliseAddress(address).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(?<![a-z0-9._%+-])${escaped}(?![a-z0-9_-]|\\.[a-z0-9])`;
}
