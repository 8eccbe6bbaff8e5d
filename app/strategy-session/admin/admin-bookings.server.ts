import { data, redirect } from "react-router";
import { z } from "~/lib/zod";
import { parseSubmission } from "~/lib/form-submission";
import { addBlock, removeBlock, upcomingBlocks } from "../availability.server";
import { getBookingSettings, saveBookingSettings } from "../booking-settings.server";
import { cancelBooking, markPaid, pastBookings, upcomingBookings, type Booking } from "../bookings.server";
import { businessDay } from "~/lib/calendar-day";
import { slotOf, slotStart, type SlotLabel } from "../slots";
import { readWalletSnapshot, type WalletSnapshot } from "~/lib/wallet-snapshot";
import { blockSchema, settingsSchema, wholeDay, type BlockErrors, type SettingsErrors } from "./admin-forms";

/** A booking as the owner's table shows it: the slot in Eastern time, everything else as stored. */
export interface BookingRow {
  id: number;
  date: string;
  time: string;
  name: string;
  email: string;
  phone: string;
  status: Booking["status"];
  paymentStatus: Booking["paymentStatus"];
  createdAt: string;
  /** The wallet the visitor chose to attach (decision 074), or null. */
  wallet: WalletSnapshot | null;
}

function row(booking: Booking): BookingRow {
  const slot = slotOf(booking.slotStart);
  return {
    id: booking.id,
    date: slot?.date ?? businessDay(booking.slotStart),
    time: slot?.time ?? booking.slotStart.toISOString(),
    name: `${booking.firstName} ${booking.lastName}`,
    email: booking.email,
    phone: booking.phone,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    createdAt: booking.createdAt.toISOString(),
    wallet: readWalletSnapshot(booking.walletSnapshot),
  };
}

export async function adminBookingsData(now = new Date()) {
  const settings = await getBookingSettings();
  const blocks = await upcomingBlocks(businessDay(now));
  return {
    upcoming: (await upcomingBookings(now)).map(row),
    past: (await pastBookings(now)).map(row),
    blocks: blocks.map((block) => ({
      id: block.id,
      date: block.date,
      time: block.slotStart ? (slotOf(block.slotStart)?.time ?? "") : undefined,
    })),
    settings: { horizonDays: settings.horizonDays, minimumNoticeHours: settings.minimumNoticeMinutes / 60 },
  };
}

/** The next few sessions, for the admin dashboard. */
export async function nextSessions(limit = 3, now = new Date()): Promise<BookingRow[]> {
  return (await upcomingBookings(now, limit)).map(row);
}

export interface AdminBookingsActionData {
  blockErrors?: BlockErrors;
  settingsErrors?: SettingsErrors;
  values?: Record<string, string>;
}

const idForm = z.object({ id: z.coerce.number().int().positive() });

/** Every form on the owner's calendar posts here, told apart by its intent. */
export async function adminBookingsAction(request: Request) {
  const form = await request.formData();
  const intent = form.get("intent");
  const done = (what: string) => redirect(`/admin/bookings?done=${what}`);

  if (intent === "cancel" || intent === "mark-paid" || intent === "unblock") {
    const submission = parseSubmission(form, idForm);
    if (!submission.ok) throw data("Unknown booking", { status: 400 });
    const { id } = submission.value;
    if (intent === "cancel") await cancelBooking(id, true);
    if (intent === "mark-paid") await markPaid(id);
    if (intent === "unblock") await removeBlock(id);
    return done(intent);
  }
  if (intent === "block") {
    const block = parseSubmission(form, blockSchema);
    if (!block.ok) return data<AdminBookingsActionData>({ blockErrors: block.errors, values: block.posted }, { status: 400 });
    const { date, time } = block.value;
    await addBlock(date, time === wholeDay ? undefined : slotStart(date, time as SlotLabel));
    return done("block");
  }
  if (intent === "settings") {
    const rules = parseSubmission(form, settingsSchema);
    if (!rules.ok) return data<AdminBookingsActionData>({ settingsErrors: rules.errors, values: rules.posted }, { status: 400 });
    const { horizonDays, minimumNoticeHours } = rules.value;
    await saveBookingSettings({ horizonDays, minimumNoticeMinutes: Math.round(minimumNoticeHours * 60) });
    return done("settings");
  }
  throw data("Unknown action", { status: 400 });
}
