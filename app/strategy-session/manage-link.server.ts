import { signToken, verifyToken } from "~/security/signing.server";

const managePurpose = "strategy-booking-manage";
const receiptPurpose = "strategy-booking-receipt";
/** Spec of the issue: a visitor may cancel or reschedule up to 24 hours before the session. */
export const changeCutoffMs = 24 * 60 * 60 * 1000;
/** The confirmation page after booking stays readable for a day. */
const receiptLifetimeMs = 24 * 60 * 60 * 1000;

/** The signed cancel/reschedule link's path; it stops working 24 hours before the session. */
export function managePath(bookingId: number, slotStart: Date): string {
  const token = signToken(managePurpose, String(bookingId), new Date(slotStart.getTime() - changeCutoffMs));
  return `/concierge/book/manage?token=${encodeURIComponent(token)}`;
}

export function bookingIdFromManageToken(token: string | null, now = new Date()): number | undefined {
  const payload = verifyToken(managePurpose, token, now);
  return payload && /^\d+$/.test(payload) ? Number(payload) : undefined;
}

/** The path of the page that shows a booking just made, to whoever made it. */
export function receiptPath(path: string, bookingId: number, now = new Date()): string {
  const token = signToken(receiptPurpose, String(bookingId), new Date(now.getTime() + receiptLifetimeMs));
  return `${path}?booking=${encodeURIComponent(token)}`;
}

export function bookingIdFromReceipt(token: string | null, now = new Date()): number | undefined {
  const payload = verifyToken(receiptPurpose, token, now);
  return payload && /^\d+$/.test(payload) ? Number(payload) : undefined;
}
