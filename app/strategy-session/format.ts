import { strategySessionMinutes, strategySessionPriceCents } from "~/config/business";
import { formatIsoDate } from "~/lib/format-date";
import { weekday } from "~/lib/calendar-day";
import type { SlotLabel } from "./slots";

const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** 'Tuesday, December 8, 2026' for a yyyy-MM-dd day. */
export function sessionDateLabel(date: string): string {
  return `${weekdays[weekday(date)]}, ${formatIsoDate(date)}`;
}

/** The spec labels every slot in Eastern time as 'EST', whatever the season. */
export function sessionTimeLabel(time: SlotLabel | string): string {
  return `${time} EST`;
}

/** Whole dollars: '$249'. */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

export const sessionPriceLabel = formatDollars(strategySessionPriceCents);

/** The booking summary's length line: 'Duration: 1 hour'. */
export const sessionDurationLabel =
  strategySessionMinutes % 60 === 0
    ? `${strategySessionMinutes / 60} hour${strategySessionMinutes === 60 ? "" : "s"}`
    : `${strategySessionMinutes} minutes`;

/** The toast after a session is booked. */
export function bookingConfirmedNotice(date: string, time: string, email: string): { title: string; description: string } {
  return {
    title: "Booking Confirmed!",
    description: `Your strategy session is booked for ${formatIsoDate(date)} at ${sessionTimeLabel(time)}. A confirmation email will be sent to ${email}.`,
  };
}
