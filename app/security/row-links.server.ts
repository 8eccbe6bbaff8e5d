import { timingSafeEqual } from "node:crypto";
import { signToken, verifyToken } from "./signing.server";

/** What a row needs for its signed links: its id and the random link key stored with it. */
export interface LinkedRow {
  id: number;
  linkKey: string;
}

/** What a valid token claims: a row id, and the row's link key (absent in links made before keys). */
export interface RowClaim {
  id: number;
  key?: string;
}

/**
 * A link token for one row (issue 29): signed for `purpose`, carrying the row's id and its random
 * link key, so the signing key alone, or an id that a restore gave to another row, opens nothing.
 */
export function signRowToken(purpose: string, row: LinkedRow, expiresAt?: Date): string {
  return signToken(purpose, `${row.id}.${row.linkKey}`, expiresAt);
}

/** The row a valid, unexpired token for `purpose` names; undefined for a forged or damaged one. */
export function readRowToken(purpose: string, token: string | null | undefined, now = new Date()): RowClaim | undefined {
  const match = verifyToken(purpose, token, now)?.match(/^(\d{1,15})(?:\.([\w-]{16,64}))?$/);
  const id = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(id) || id <= 0) return undefined;
  return match[2] === undefined ? { id } : { id, key: match[2] };
}

/**
 * Whether the row found under the claim's id is the one the link was made for: its key matches,
 * or the token predates link keys and so does the row (a row added since never takes an old link).
 */
export function claimFits(claim: RowClaim, row: { linkKey: string; legacyLinks: boolean }): boolean {
  if (claim.key === undefined) return row.legacyLinks;
  const given = Buffer.from(claim.key);
  const stored = Buffer.from(row.linkKey);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
