import { bookingForClaim, type Booking } from "./bookings.server";
import { bookingClaimFromReceipt } from "./manage-link.server";
import { slotOf } from "./slots";

/** 'a•••@example.com': enough for the visitor to recognise, not the whole address on a page. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}•••@${domain}`;
}

export interface Receipt {
  status: Booking["status"];
  paid: boolean;
  date: string;
  time: string;
  email: string;
}

/** The booking a receipt link points to, as the visitor may see it. */
export async function readReceipt(url: URL): Promise<Receipt | undefined> {
  const booking = await bookingForClaim(bookingClaimFromReceipt(url.searchParams.get("booking")));
  const slot = booking && slotOf(booking.slotStart);
  if (!booking || !slot) return undefined;
  return { status: booking.status, paid: booking.paymentStatus === "paid", ...slot, email: maskEmail(booking.email) };
}
