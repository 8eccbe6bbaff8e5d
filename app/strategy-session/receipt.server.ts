import { findBooking, type Booking } from "./bookings.server";
import { bookingIdFromReceipt } from "./manage-link.server";
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
  const id = bookingIdFromReceipt(url.searchParams.get("booking"));
  const booking = id ? await findBooking(id) : undefined;
  const slot = booking && slotOf(booking.slotStart);
  if (!booking || !slot) return undefined;
  return { status: booking.status, paid: booking.paymentStatus === "paid", ...slot, email: maskEmail(booking.email) };
}
