import { data, redirect } from "react-router";
import { z } from "zod";
import { addBlock, removeBlock, upcomingBlocks } from "../availability.server";
import { getBookingSettings, saveBookingSettings } from "../booking-settings.server";
import { cancelBooking, markPaid, pastBookings, upcomingBookings, type Booking } from "../bookings.server";
import { businessDay } from "~/lib/calendar-day";
import { slotOf, slotStart, type SlotLabel } from "../slots";
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
  };
}

export async function adminBookingsData(now = new Date()) {
  const settings = await getBookingSettings();
  const blocks = await upcomingBlocks(businessDay(now));
  return {
    upcoming: (await upcomingBookings(now)).map(row),
    past: (await pastBookings(now)).map(row),
    blocks: blocks.map((block) => ({ id: block.id, date: block.date, time: block.slotStart ? (slotOf(block.slotStart)?.time ?? "") : undefined })),
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

const idSchema = z.coerce.number().int().positive();

function firstErrors<T extends string>(error: z.ZodError): Partial<Record<T, string>> {
  const errors: Partial<Record<T, string>> = {};
  for (const issue of error.issues) errors[issue.path[0] as T] ??= issue.message;
  return errors;
}

/** Every form on the owner's calendar posts here, told apart by its intent. */
export async function adminBookingsAction(request: Request) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const intent = text("intent");
  const done = (what: string) => redirect(`/admin/bookings?done=${what}`);

  if (intent === "cancel" || intent === "mark-paid" || intent === "unblock") {
    const id = idSchema.safeParse(text("id"));
    if (!id.success) throw data("Unknown booking", { status: 400 });
    if (intent === "cancel") await cancelBooking(id.data, true);
    if (intent === "mark-paid") await markPaid(id.data);
    if (intent === "unblock") await removeBlock(id.data);
    return done(intent);
  }
  if (intent === "block") {
    const values = { date: text("date"), time: text("time") };
    const parsed = blockSchema.safeParse(values);
    if (!parsed.success) return data<AdminBookingsActionData>({ blockErrors: firstErrors(parsed.error), values }, { status: 400 });
    const { date, time } = parsed.data;
    await addBlock(date, time === wholeDay ? undefined : slotStart(date, time as SlotLabel));
    return done("block");
  }
  if (intent === "settings") {
    const values = { horizonDays: text("horizonDays"), minimumNoticeHours: text("minimumNoticeHours") };
    const parsed = settingsSchema.safeParse(values);
    if (!parsed.success) return data<AdminBookingsActionData>({ settingsErrors: firstErrors(parsed.error), values }, { status: 400 });
    await saveBookingSettings({ horizonDays: parsed.data.horizonDays, minimumNoticeMinutes: Math.round(parsed.data.minimumNoticeHours * 60) });
    return done("settings");
  }
  throw data("Unknown action", { status: 400 });
}
