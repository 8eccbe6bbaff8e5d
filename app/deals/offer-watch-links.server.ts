import { emailSite } from "~/email/config.server";
import { claimFits, readRowToken, signRowToken, type LinkedRow } from "~/security/row-links.server";
import { signToken, verifyToken } from "~/security/signing.server";

/*
 * The signed links of a card-offer watch: the confirmation (it carries the amount asked for, so a
 * stranger's new amount changes nothing until the address's owner clicks) and the one-click stop.
 */

const confirmPurpose = "offer-watch-confirm";
const stopPurpose = "offer-watch-stop";
export const confirmLinkDays = 7;

export function watchConfirmUrl(row: LinkedRow, threshold: number, now = new Date()): string {
  const expires = new Date(now.getTime() + confirmLinkDays * 24 * 60 * 60 * 1000);
  const token = signToken(confirmPurpose, `${row.id}.${row.linkKey}.${threshold}`, expires);
  return `${emailSite().url}/alerts/offer-watch/confirm?token=${token}`;
}

export interface ConfirmClaim {
  id: number;
  key: string;
  threshold: number;
}

export function readConfirmClaim(token: string | null, now = new Date()): ConfirmClaim | undefined {
  const match = verifyToken(confirmPurpose, token, now)?.match(/^(\d{1,15})\.([\w-]{16,64})\.(\d{1,8})$/);
  if (!match) return undefined;
  return { id: Number(match[1]), key: match[2]!, threshold: Number(match[3]) };
}

export function watchStopUrl(row: LinkedRow): string {
  return `${emailSite().url}/alerts/offer-watch/stop?token=${signRowToken(stopPurpose, row)}`;
}

export const readStopClaim = (token: string | null) => readRowToken(stopPurpose, token);

/** Whether the row found is the one the link was signed for (watches always had link keys). */
export const linkFits = (claim: { id: number; key?: string }, row: { linkKey: string }) =>
  claimFits(claim, { linkKey: row.linkKey, legacyLinks: false });
