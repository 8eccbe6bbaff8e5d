import { businessTimeZone } from "~/config/business";

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** 'July 3, 2025', as the spec shows dates, on the business's calendar. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}
