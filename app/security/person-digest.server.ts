import { keyedDigest } from "./signing.server";

/**
 * How the admin audit log names a person without holding their address: a keyed digest of the
 * trimmed, lower-cased address (HMAC under the site's key). The privacy finder computes the same
 * digest to find a person's entries; without the key, the digest cannot be tried against a list.
 */
export function auditPersonDigest(address: string): string {
  return keyedDigest("audit-person", address.trim().toLowerCase());
}
