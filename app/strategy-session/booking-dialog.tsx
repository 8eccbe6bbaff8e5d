import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useFetcher } from "react-router";
import { buttonClass } from "~/ui/button";
import { FormGuardFields } from "~/ui/form-guard-fields";
import type { OpenDay } from "./availability";
import type { BookingActionData } from "./book-action.server";
import type { DialogAvailability } from "./book-page.server";
import { bookPagePath } from "./paths";
import { confirmLabel } from "./book-steps";
import { BookingFields } from "./booking-fields";
import { BookingSummary } from "./booking-summary";
import { sessionDateLabel, sessionTimeLabel } from "./format";
import { DialogTimes } from "./dialog-times";
import { calendarDate, isoFromCalendar } from "./slot-times";
import type { SlotLabel } from "./slots";

type Step = "datetime" | "info";

/** Fetches the open days when the dialog opens, and again on demand (after losing a slot). */
function useAvailability(open: boolean) {
  const [availability, setAvailability] = useState<DialogAvailability>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!open) return;
    let current = true;
    fetch("/concierge/book/availability", { headers: { Accept: "application/json" } })
      .then((response) =>
        response.ok ? (response.json() as Promise<DialogAvailability>) : Promise.reject(new Error(String(response.status))),
      )
      .then((data) => current && (setAvailability(data), setFailed(false)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [open, version]);
  return { availability, failed, reload: () => setVersion((value) => value + 1) };
}

/**
 * The booking dialog's two steps: 'Select Date & Time', then 'Complete Your Booking'. A native
 * <dialog> opened with showModal() traps focus and closes on Escape. It posts to the same action
 * as the no-JavaScript page; a successful post navigates to the confirmation with a toast.
 */
export default function BookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<BookingActionData>();
  const { availability, failed, reload } = useAvailability(open);
  const [step, setStep] = useState<Step>("datetime");
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<SlotLabel>();
  const [slotLost, setSlotLost] = useState(false);
  const [handled, setHandled] = useState<BookingActionData>();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // The slot went to someone else: back to step 1 with fresh times, the typed details kept.
  if (fetcher.data !== handled) {
    setHandled(fetcher.data);
    if (fetcher.data?.freshSlots) {
      setStep("datetime");
      setTime(undefined);
      setSlotLost(true);
      reload();
    }
  }

  const days = availability?.days ?? [];
  const day = days.find((candidate) => candidate.date === date);
  const chooseDate = (next: string | undefined) => {
    setDate(next);
    setSlotLost(false);
    // The time is kept when the date changes, unless that time is not open on the new date.
    const slots = days.find((candidate) => candidate.date === next)?.slots ?? [];
    if (time && !slots.some((slot) => slot.time === time)) setTime(undefined);
  };
  const title = step === "datetime" ? "Select Date & Time" : "Complete Your Booking";

  return (
    <dialog
      ref={dialog}
      aria-labelledby="booking-dialog-title"
      onClose={onClose}
      className="m-auto max-h-[92vh] w-[min(44rem,calc(100vw-1rem))] overflow-y-auto rounded-xl p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="booking-dialog-title" className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md p-1 text-slate-600 hover:bg-slate-100"
            aria-label="Close"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>

        <div hidden={step !== "datetime"} className="mt-4">
          {failed ? (
            <p role="alert" className="text-red-700">
              The available times could not be loaded. Please try again, or{" "}
              <a href={bookPagePath} className="underline">
                book on the booking page
              </a>
              .
            </p>
          ) : null}
          {slotLost ? (
            <p role="alert" className="mb-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
              {fetcher.data?.errors.time}
            </p>
          ) : null}
          {availability ? (
            <DateAndTime days={days} date={date} time={time} onDate={chooseDate} onTime={setTime} />
          ) : failed ? null : (
            <p className="text-slate-600">Loading available times…</p>
          )}
          <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm" aria-live="polite">
            <span className="font-semibold">Selected Time: </span>
            {date && time ? `${sessionDateLabel(date)} at ${sessionTimeLabel(time)}` : "Choose a date and a time"}
          </p>
          <button
            type="button"
            className={buttonClass("primary", "mt-4 w-full disabled:opacity-50")}
            disabled={!date || !time || !day}
            onClick={() => setStep("info")}
          >
            Continue to Booking Details
          </button>
        </div>

        <div hidden={step !== "info"} className="mt-4">
          <button type="button" onClick={() => setStep("datetime")} className="font-medium text-brand-700 underline hover:text-brand-900">
            Back to Date &amp; Time
          </button>
          {fetcher.data?.formError ? (
            <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
              {fetcher.data.formError}
            </p>
          ) : null}
          <fetcher.Form method="post" action={bookPagePath} noValidate className="mt-4">
            {date && time ? <BookingSummary date={date} time={time} /> : null}
            <input type="hidden" name="date" value={date ?? ""} />
            <input type="hidden" name="time" value={time ?? ""} />
            {availability ? <FormGuardFields stamp={availability.formStamp} /> : null}
            <BookingFields
              idPrefix="dialog"
              withCard={availability?.withCard ?? true}
              errors={slotLost ? undefined : fetcher.data?.errors}
              walletOffer={availability?.walletOffer}
            />
            <button type="submit" className={buttonClass("primary", "mt-6 w-full")} disabled={fetcher.state !== "idle"}>
              {fetcher.state === "idle" ? confirmLabel : "Booking…"}
            </button>
          </fetcher.Form>
        </div>
      </div>
    </dialog>
  );
}

function DateAndTime(props: {
  days: OpenDay[];
  date?: string;
  time?: SlotLabel;
  onDate: (date?: string) => void;
  onTime: (time: SlotLabel) => void;
}) {
  const { days, date, time, onDate, onTime } = props;
  const open = new Set(days.map((day) => day.date));
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const slots = days.find((day) => day.date === date)?.slots ?? [];
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <DayPicker
        mode="single"
        selected={date ? calendarDate(date) : undefined}
        onSelect={(picked) => onDate(picked ? isoFromCalendar(picked) : undefined)}
        // Past days, Sundays and days with nothing open (fully booked, blocked, beyond the horizon).
        disabled={[{ dayOfWeek: [0] }, (candidate: Date) => !open.has(isoFromCalendar(candidate))]}
        startMonth={first ? calendarDate(first) : undefined}
        endMonth={last ? calendarDate(last) : undefined}
        defaultMonth={date ? calendarDate(date) : first ? calendarDate(first) : undefined}
      />
      <DialogTimes date={date} slots={slots} time={time} onTime={onTime} />
    </div>
  );
}
