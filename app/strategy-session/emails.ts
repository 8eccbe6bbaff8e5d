import type { EmailMessage } from "~/email/outbox.server";
import type { OwnerNotification } from "~/email/owner-notification";
import { invitationFileName, sessionInvitation } from "./invitation";
import { sessionDateLabel, sessionDurationLabel, sessionPriceLabel, sessionTimeLabel } from "./format";
import { serviceName, slotOf } from "./slots";

/** What every booking email needs to know about the booking. */
export interface BookingForEmail {
  id: number;
  slotStart: Date;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  paid: boolean;
}

export interface EmailLinks {
  /** The site's host, for the invitation's UID. */
  siteHost: string;
  /** Path of the signed cancel/reschedule page, or undefined once it can no longer be used. */
  managePath?: string;
}

function summaryFields(booking: BookingForEmail) {
  const slot = slotOf(booking.slotStart);
  return [
    { label: "Session", value: serviceName },
    { label: "Date", value: slot ? sessionDateLabel(slot.date) : booking.slotStart.toISOString() },
    { label: "Time", value: slot ? sessionTimeLabel(slot.time) : "" },
    { label: "Duration", value: sessionDurationLabel },
    { label: "Price", value: sessionPriceLabel },
  ];
}

function when(booking: BookingForEmail): string {
  const slot = slotOf(booking.slotStart);
  return slot ? `${sessionDateLabel(slot.date)} at ${sessionTimeLabel(slot.time)}` : booking.slotStart.toISOString();
}

function invitation(booking: BookingForEmail, links: EmailLinks, cancelled = false) {
  const content = sessionInvitation({
    bookingId: booking.id,
    start: booking.slotStart,
    siteHost: links.siteHost,
    description: `${serviceName}: a one-hour review of your credit card setup and points strategy.`,
    cancelled,
  });
  return [{ filename: invitationFileName, contentType: "text/calendar", content }];
}

const manageFootnote = "You can cancel or reschedule up to 24 hours before the session.";

/** The visitor's confirmation, with the calendar invitation and the signed cancel/reschedule link. */
export function confirmationEmail(booking: BookingForEmail, links: EmailLinks): EmailMessage {
  const payment = booking.paid
    ? "Your payment has been received."
    : `We will send you a payment link for ${sessionPriceLabel} shortly; your time is reserved for you.`;
  return {
    kind: "strategy-confirmation",
    to: booking.email,
    subject: `Booking Confirmed: ${serviceName} on ${when(booking)}`,
    content: {
      heading: "Booking Confirmed!",
      paragraphs: [
        `Hi ${booking.firstName}, your ${serviceName} is booked for ${when(booking)}.`,
        payment,
        "The attached invitation adds the session to your calendar.",
      ],
      fields: summaryFields(booking),
      action: links.managePath ? { label: "Cancel or reschedule", url: links.managePath } : undefined,
      footnotes: links.managePath ? [manageFootnote] : undefined,
    },
    attachments: invitation(booking, links),
  };
}

export function reminderEmail(booking: BookingForEmail, links: EmailLinks): EmailMessage {
  return {
    kind: "strategy-reminder",
    to: booking.email,
    subject: `Reminder: your ${serviceName} is tomorrow`,
    content: {
      heading: "See you tomorrow",
      paragraphs: [`Hi ${booking.firstName}, this is a reminder of your ${serviceName} on ${when(booking)}.`],
      fields: summaryFields(booking),
    },
    attachments: invitation(booking, links),
  };
}

export function cancellationEmail(booking: BookingForEmail, links: EmailLinks, byOwner: boolean): EmailMessage {
  const reason = byOwner ? "We had to cancel your session; we are sorry for the trouble." : "Your session has been cancelled as you asked.";
  return {
    kind: "strategy-cancellation",
    to: booking.email,
    subject: `Cancelled: ${serviceName} on ${when(booking)}`,
    content: {
      heading: "Session cancelled",
      paragraphs: [`Hi ${booking.firstName}, ${reason}`, "You are welcome to book another time on our site."],
      fields: summaryFields(booking),
      action: { label: "Book another time", url: "/concierge/book" },
    },
    attachments: invitation(booking, links, true),
  };
}

export function ownerNotification(
  booking: BookingForEmail,
  what: "booked" | "paid" | "paid-slot-lost" | "cancelled" | "rescheduled",
): OwnerNotification {
  const name = `${booking.firstName} ${booking.lastName}`;
  const subjects = {
    booked: `New strategy session: ${name}, ${when(booking)}`,
    paid: `Strategy session paid: ${name}, ${when(booking)}`,
    "paid-slot-lost": `Refund needed: ${name} paid after their hold on ${when(booking)} ran out`,
    cancelled: `Strategy session cancelled: ${name}, ${when(booking)}`,
    rescheduled: `Strategy session moved: ${name}, now ${when(booking)}`,
  };
  const summaries = {
    booked: booking.paid
      ? "A visitor booked and paid for a strategy session."
      : "A visitor booked a strategy session; send them a payment link.",
    paid: "A visitor paid for their strategy session through Stripe Checkout.",
    "paid-slot-lost":
      "Stripe reported a payment after the visitor's 30-minute hold had been released, and the time is now booked by someone else. Please refund the payment or offer another time.",
    cancelled: "A visitor cancelled their strategy session; the time is free again.",
    rescheduled: "A visitor moved their strategy session to a new time.",
  };
  return {
    kind: "strategy-owner-notification",
    subject: subjects[what],
    summary: summaries[what],
    fields: [
      { label: "Name", value: name },
      { label: "Email", value: booking.email },
      { label: "Phone", value: booking.phone },
      ...summaryFields(booking).slice(1, 3),
      { label: "Payment", value: booking.paid ? "Paid" : "Awaiting payment" },
    ],
    adminPath: "/admin/bookings",
  };
}
