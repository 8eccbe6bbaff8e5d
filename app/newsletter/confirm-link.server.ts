import { emailSite } from "~/email/config.server";
import { signToken, verifyToken } from "~/security/signing.server";
import { confirmationValidDays } from "./confirmation-email";

const confirmPurpose = "newsletter-confirm";
const dayMs = 24 * 60 * 60 * 1000;
export const confirmPath = "/newsletter/confirm";

/** The link in the confirmation email: signed for one pending subscriber, valid for seven days. */
export function confirmUrl(subscriberId: number, now = new Date()): string {
  const token = signToken(confirmPurpose, String(subscriberId), new Date(now.getTime() + confirmationValidDays * dayMs));
  return `${emailSite().url}${confirmPath}?token=${token}`;
}

/** The subscriber a confirmation token names, or undefined when it is forged, damaged or expired. */
export function subscriberIdFromConfirmToken(token: string | null | undefined, now = new Date()): number | undefined {
  const payload = verifyToken(confirmPurpose, token, now);
  const id = Number(payload);
  return payload && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
