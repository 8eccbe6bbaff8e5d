/** The longest address a mail system accepts (RFC 5321 path limit). */
export const maxEmailLength = 254;

/**
 * A basic address pattern: a local part, a domain and an ending of 2 to 4
 * letters. Deliberately simple; the welcome email is what proves an address works.
 */
const addressPattern = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,4}$/i;

/** How an address is stored and compared: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= maxEmailLength && addressPattern.test(address);
}

/** The part before the @, which the welcome email greets the subscriber by. */
export function localPart(address: string): string {
  return address.slice(0, Math.max(0, address.lastIndexOf("@")));
}
