import { emailSite } from "~/email/config.server";
import { readRowToken, signRowToken, type LinkedRow, type RowClaim } from "~/security/row-links.server";
import { confirmationValidDays } from "./confirmation-email";

const confirmPurpose = "newsletter-confirm";
const dayMs = 24 * 60 * 60 * 1000;
export const confirmPath = "/newsletter/confirm";

/** The link in the confirmation email: signed for one pending subscriber's row, valid for seven days. */
export function confirmUrl(subscriber: LinkedRow, now = new Date()): string {
  const token = signRowToken(confirmPurpose, subscriber, new Date(now.getTime() + confirmationValidDays * dayMs));
  return `${emailSite().url}${confirmPath}?token=${token}`;
}

/** The subscriber a confirmation token names, or undefined when it is forged, damaged or expired. */
export function subscriberClaimFromConfirmToken(token: string | null | undefined, now = new Date()): RowClaim | undefined {
  return readRowToken(confirmPurpose, token, now);
}
