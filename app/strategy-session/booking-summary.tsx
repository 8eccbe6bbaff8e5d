import { sessionDateLabel, sessionDurationLabel, sessionPriceLabel, sessionTimeLabel } from "./format";
import { serviceName } from "./slots";

/** The Booking Summary: the session, date, time EST, duration and price. */
export function BookingSummary({ date, time, headingLevel = 3 }: { date: string; time: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="booking-summary-heading" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <Heading id="booking-summary-heading" className="text-base font-semibold text-brand-900">
        Booking Summary
      </Heading>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-800">
        <dt className="font-medium">Session</dt>
        <dd>{serviceName}</dd>
        <dt className="font-medium">Date</dt>
        <dd>{sessionDateLabel(date)}</dd>
        <dt className="font-medium">Time</dt>
        <dd>{sessionTimeLabel(time)}</dd>
        <dt className="font-medium">Duration:</dt>
        <dd>{sessionDurationLabel}</dd>
        <dt className="font-medium">Price:</dt>
        <dd>{sessionPriceLabel}</dd>
      </dl>
    </section>
  );
}
