import type { BookingStatus, PaymentStatus } from "~/db/tables/strategy-session";

/** Statuses that keep a slot taken; the database's partial unique index lists the same three. */
export const activeStatuses = ["held", "awaiting_payment", "confirmed"] as const satisfies readonly BookingStatus[];

export const statusLabels: Record<BookingStatus, string> = {
  held: "Held for checkout",
  awaiting_payment: "Awaiting payment",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  expired: "Expired",
};

export const paymentLabels: Record<PaymentStatus, string> = { unpaid: "Unpaid", paid: "Paid" };
