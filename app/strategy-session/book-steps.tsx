import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { FormGuardFields } from "~/ui/form-guard-fields";
import type { OpenDay, OpenSlot } from "./availability";
import type { BookingActionData } from "./book-action.server";
import { BookingFields } from "./booking-fields";
import { slotTakenMessage } from "./booking-messages";
import { BookingSummary } from "./booking-summary";
import { sessionDateLabel, sessionPriceLabel } from "./format";
import { monthGrid, shiftMonth } from "~/lib/calendar-day";
import { formatMonth } from "~/lib/format-date";
import type { WalletOffer } from "~/lib/wallet-offer";

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const linkClass = "font-medium text-brand-700 underline hover:text-brand-900";

export const confirmLabel = `Confirm Booking & Pay ${sessionPriceLabel}`;

export function dayPath(date: string): string {
  return `/concierge/book?date=${date}`;
}

export function slotPath(date: string, time: string): string {
  return `/concierge/book?${new URLSearchParams({ date, time })}`;
}

/** Step 1 without JavaScript: the month, each bookable day a link to its slots. */
export function MonthStep({ month, days }: { month: string; days: OpenDay[] }) {
  const open = new Map(days.map((day) => [day.date, day.slots.length]));
  const firstMonth = days[0]?.date.slice(0, 7) ?? month;
  const lastMonth = days.at(-1)?.date.slice(0, 7) ?? month;
  return (
    <section aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className="text-xl font-semibold text-brand-900">
        Select Date &amp; Time
      </h2>
      {days.length === 0 ? <p className="mt-3 text-slate-700">No times are open right now. Please check back soon.</p> : null}
      <div className="mt-4 flex items-center justify-between gap-4">
        {month > firstMonth ? (
          <Link to={`/concierge/book?month=${shiftMonth(month, -1)}`} className={linkClass}>
            Previous month
          </Link>
        ) : (
          <span />
        )}
        <p className="font-semibold text-slate-900" id="calendar-month">
          {formatMonth(month)}
        </p>
        {month < lastMonth ? (
          <Link to={`/concierge/book?month=${shiftMonth(month, 1)}`} className={linkClass}>
            Next month
          </Link>
        ) : (
          <span />
        )}
      </div>
      <table className="mt-3 w-full table-fixed border-collapse text-center text-sm" aria-labelledby="calendar-month">
        <thead>
          <tr>
            {weekdayNames.map((name) => (
              <th key={name} scope="col" className="py-2 font-medium text-slate-600">
                <abbr title={name} className="no-underline">
                  {name.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => (
                <td key={date ?? `empty-${index}`} className="p-0.5">
                  {date ? <CalendarDay date={date} openSlots={open.get(date)} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CalendarDay({ date, openSlots }: { date: string; openSlots: number | undefined }) {
  const day = Number(date.slice(8));
  if (!openSlots) {
    return <span className="block rounded-md py-2 text-slate-500">{day}</span>;
  }
  return (
    <Link
      to={dayPath(date)}
      aria-label={`${sessionDateLabel(date)}, ${openSlots} ${openSlots === 1 ? "time" : "times"} available`}
      className="block rounded-md bg-brand-50 py-2 font-semibold text-brand-800 underline hover:bg-brand-100"
    >
      {day}
    </Link>
  );
}

/** 'Available Times - EST' with the count of slots, as the spec labels the grid. */
export function AvailableTimesHeading({ count, id }: { count: number; id: string }) {
  return (
    <h3 id={id} className="text-base font-semibold text-brand-900">
      Available Times - EST{" "}
      <span className="font-normal text-slate-600">
        ({count} {count === 1 ? "slot" : "slots"})
      </span>
    </h3>
  );
}

/** Step 1, second half, without JavaScript: the chosen day's open times as links. */
export function DayStep({ date, slots, unavailable }: { date: string; slots: OpenSlot[]; unavailable?: boolean }) {
  return (
    <section aria-labelledby="day-heading">
      <h2 id="day-heading" className="text-xl font-semibold text-brand-900">
        {sessionDateLabel(date)}
      </h2>
      <p className="mt-2">
        <Link to="/concierge/book" className={linkClass}>
          Choose another date
        </Link>
      </p>
      {unavailable ? (
        <p role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          That time is no longer available. Please choose another.
        </p>
      ) : null}
      <div className="mt-4">
        <AvailableTimesHeading count={slots.length} id="day-times" />
        {slots.length === 0 ? <p className="mt-2 text-slate-700">No times are open on this day.</p> : null}
        <ul aria-labelledby="day-times" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {slots.map((slot) => (
            <li key={slot.time}>
              <Link to={slotPath(date, slot.time)} className={buttonClass("secondary", "w-full")}>
                {slot.time}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Step 2 without JavaScript: the summary and the details form, posting to the booking action. */
export function DetailsStep(props: {
  date: string;
  time: string;
  withCard: boolean;
  formStamp: string;
  result?: BookingActionData;
  walletOffer?: WalletOffer | null;
}) {
  const { date, time, withCard, formStamp, result, walletOffer } = props;
  return (
    <section aria-labelledby="details-heading">
      <h2 id="details-heading" className="text-xl font-semibold text-brand-900">
        Complete Your Booking
      </h2>
      <p className="mt-2">
        <Link to={dayPath(date)} className={linkClass}>
          Back to Date &amp; Time
        </Link>
      </p>
      {result?.formError ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {result.formError}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-4">
        <FormGuardFields stamp={formStamp} />
        <input type="hidden" name="date" value={date} />
        {result?.freshSlots ? (
          <FreshSlots date={date} slots={result.freshSlots} />
        ) : (
          <>
            <input type="hidden" name="time" value={time} />
            <BookingSummary date={date} time={time} />
          </>
        )}
        <BookingFields
          idPrefix="book"
          withCard={withCard}
          values={result?.values}
          errors={result?.errors}
          walletOffer={walletOffer}
          attachWallet={result?.attachWallet}
        />
        <button type="submit" className={buttonClass("primary", "mt-6 w-full sm:w-auto")}>
          {confirmLabel}
        </button>
      </Form>
    </section>
  );
}

/** After losing the slot to someone else: the same day's open times, the details still filled in. */
function FreshSlots({ date, slots }: { date: string; slots: OpenSlot[] }) {
  return (
    <fieldset aria-describedby="slot-taken">
      <legend className="sr-only">Choose another time on {sessionDateLabel(date)}</legend>
      <p id="slot-taken" role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
        {slotTakenMessage}
      </p>
      <AvailableTimesHeading count={slots.length} id="fresh-times" />
      {slots.length === 0 ? (
        <p className="mt-2 text-slate-700">
          No other times are open on this day.{" "}
          <Link to="/concierge/book" className={linkClass}>
            Choose another date
          </Link>
        </p>
      ) : null}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {slots.map((slot) => (
          <label key={slot.time} className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm">
            <input type="radio" name="time" value={slot.time} required />
            {slot.time}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
