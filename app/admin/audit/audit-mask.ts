import { maskEmail } from "~/email/mask";

/** An email address inside free text (a summary, a detail), not an already masked one (`a***@…`). */
const addressPattern = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

export interface Masked<T> {
  value: T;
  /** Every address that was masked, lower-cased, each once. */
  addresses: string[];
}

/**
 * The audit log keeps no address whole (issue 29 item 6): each one is shown masked
 * (`a***@example.com`) and named by a keyed digest kept beside the entry, so an erasure has
 * nothing to rewrite. Strings are masked wherever they sit in `value` (text, arrays, objects).
 */
export function maskAddresses<T>(value: T): Masked<T> {
  const addresses = new Set<string>();
  const mask = (item: unknown): unknown => {
    if (typeof item === "string") {
      return item.replace(addressPattern, (address) => {
        addresses.add(address.toLowerCase());
        return maskEmail(address.toLowerCase());
      });
    }
    if (Array.isArray(item)) return item.map(mask);
    if (item && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, mask(inner)]));
    return item;
  };
  const masked = mask(value) as T;
  return { value: masked, addresses: [...addresses] };
}
