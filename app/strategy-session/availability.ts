import { addDays, businessDay, weekday } from "~/lib/calendar-day";
import { slotLabels, slotStart, type SlotLabel } from "./slots";

/** What decides which slots are open; the clock is passed in so the rules are testable. */
export interface AvailabilityInput {
  now: Date;
  /** How many days ahead of today a session can be booked. */
  horizonDays: number;
  /** A slot starting sooner than this from now is no longer offered. */
  minimumNoticeMinutes: number;
  /** Start times of held, awaiting-payment and confirmed bookings. */
  takenStarts: readonly Date[];
  /** Whole days (yyyy-MM-dd) the owner blocked. */
  blockedDates: readonly string[];
  /** Single slots (start times) the owner blocked. */
  blockedStarts: readonly Date[];
}

export interface OpenSlot {
  time: SlotLabel;
  /** ISO start time (UTC), so a browser can show it in the visitor's own zone. */
  start: string;
}

export interface OpenDay {
  date: string;
  slots: OpenSlot[];
}

/** Sundays are not bookable. */
export function isBookableWeekday(date: string): boolean {
  return weekday(date) !== 0;
}

/** The first and last day that can be booked: today in New York up to the horizon. */
export function bookingWindow(input: Pick<AvailabilityInput, "now" | "horizonDays">): { first: string; last: string } {
  const first = businessDay(input.now);
  return { first, last: addDays(first, input.horizonDays) };
}

/** The open slots of one day, in order; none outside the window, on Sundays or on blocked days. */
export function openSlots(date: string, input: AvailabilityInput): OpenSlot[] {
  const { first, last } = bookingWindow(input);
  if (date < first || date > last || !isBookableWeekday(date) || input.blockedDates.includes(date)) return [];
  const earliest = input.now.getTime() + input.minimumNoticeMinutes * 60_000;
  const closed = new Set([...input.takenStarts, ...input.blockedStarts].map((start) => start.getTime()));
  return slotLabels
    .map((time) => ({ time, start: slotStart(date, time) }))
    .filter(({ start }) => start.getTime() >= earliest && !closed.has(start.getTime()))
    .map(({ time, start }) => ({ time, start: start.toISOString() }));
}

/** Every day in the window with at least one open slot. */
export function openDays(input: AvailabilityInput): OpenDay[] {
  const { first, last } = bookingWindow(input);
  const days: OpenDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const slots = openSlots(date, input);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

export function isOpen(date: string, time: SlotLabel, input: AvailabilityInput): boolean {
  return openSlots(date, input).some((slot) => slot.time === time);
}
