import { businessTimeZone } from "~/config/business";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** An instant as the owner and visitors read it: 'November 23, 2026 at 10:05 AM EST' (New York). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
