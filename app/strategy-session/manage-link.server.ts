import { readRowToken, signRowToken, type LinkedRow, type RowClaim } from "~/security/row-links.server";

const managePurpose = "strategy-booking-manage";
const receiptPurpose = "strategy-booking-receipt";
/** Spec of the issue: a visitor may cancel or reschedule up to 24 hours before the session. */
export const changeCutoffMs = 24 * 60 * 60 * 1000;
/** The confirmation page after booking stays readable for a day. */
const receiptLifetimeMs = 24 * 60 * 60 * 1000;

/** The signed cancel/reschedule link's path, bound to the booking's link key; it stops working 24 hours before the session. */
export function managePath(booking: LinkedRow & { slotStart: Date }): string {
  const token = signRowToken(managePurpose, booking, new Date(booking.slotStart.getTime() - changeCutoffMs));
  return `/concierge/book/manage?token=${encodeURIComponent(token)}`;
}

export function bookingClaimFromManageToken(token: string | null, now = new Date()): RowClaim | undefined {
  return readRowToken(managePurpose, token, now);
}

/** The path of the page that shows a booking just made, to whoever made it. */
export function receiptPath(path: string, booking: LinkedRow, now = new Date()): string {
  const token = signRowToken(receiptPurpose, booking, new Date(now.getTime() + receiptLifetimeMs));
  return `${path}?booking=${encodeURIComponent(token)}`;
}

export function bookingClaimFromReceipt(token: string | null, now = new Date()): RowClaim | undefined {
  return readRowToken(receiptPurpose, token, now);
}
