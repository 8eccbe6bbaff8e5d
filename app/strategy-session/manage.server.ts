import { data, type RouterContextProvider } from "react-router";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import type { OpenDay } from "./availability";
import { availableDays, slotIsOpen } from "./availability.server";
import { bookingForClaim, cancelBooking, rescheduleBooking, SlotTakenError, type Booking } from "./bookings.server";
import { invalidManageLinkMessage, slotTakenMessage } from "./booking-messages";
import { sessionDateLabel, sessionTimeLabel } from "./format";
import { bookingClaimFromManageToken, changeCutoffMs } from "./manage-link.server";
import { maskEmail } from "./receipt.server";
import { isIsoDate, isSlotLabel, slotOf } from "./slots";

export type ManagePage =
  | { kind: "invalid" }
  | { kind: "booking"; date: string; time: string; email: string; changeable: boolean; active: boolean; days: OpenDay[] };

const changeableStatuses = new Set<Booking["status"]>(["awaiting_payment", "confirmed"]);

function changeable(booking: Booking, now: Date): boolean {
  return changeableStatuses.has(booking.status) && booking.slotStart.getTime() - changeCutoffMs > now.getTime();
}

async function bookingFor(url: URL, now: Date): Promise<Booking | undefined> {
  return bookingForClaim(bookingClaimFromManageToken(url.searchParams.get("token"), now));
}

export async function managePage(url: URL, now = new Date()): Promise<ManagePage> {
  const booking = await bookingFor(url, now);
  const slot = booking && slotOf(booking.slotStart);
  if (!booking || !slot) return { kind: "invalid" };
  const canChange = changeable(booking, now);
  return {
    kind: "booking",
    ...slot,
    email: maskEmail(booking.email),
    changeable: canChange,
    active: changeableStatuses.has(booking.status),
    days: canChange ? await availableDays(now) : [],
  };
}

/** Cancel or move a booking from the signed link in the confirmation email. */
export async function manageAction(request: Request, context: Readonly<RouterContextProvider>, now = new Date()) {
  const url = new URL(request.url);
  const form = await request.formData();
  const booking = await bookingFor(url, now);
  if (!booking || !changeable(booking, now)) return data({ error: invalidManageLinkMessage }, { status: 410 });
  const back = `${url.pathname}${url.search}`;

  if (form.get("intent") === "cancel") {
    await cancelBooking(booking.id, false, now);
    return redirectWithNotice(
      context,
      back,
      successNotice("Booking cancelled", "Your strategy session was cancelled and a confirmation email is on its way."),
    );
  }

  const [date = "", time = ""] = String(form.get("slot") ?? "").split("|");
  if (!isIsoDate(date) || !isSlotLabel(time)) return data({ error: "Please choose a new date and time." }, { status: 400 });
  try {
    if (!(await slotIsOpen(date, time, now))) throw new SlotTakenError();
    await rescheduleBooking(booking.id, { date, time }, now);
  } catch (error) {
    if (error instanceof SlotTakenError) return data({ error: slotTakenMessage }, { status: 409 });
    throw error;
  }
  return redirectWithNotice(
    context,
    back,
    successNotice(
      "Session rescheduled",
      `Your strategy session is now on ${sessionDateLabel(date)} at ${sessionTimeLabel(time)}. A new invitation is on its way.`,
    ),
  );
}
