import { useSyncExternalStore } from "react";
import type { OpenSlot } from "./availability";
import { AvailableTimesHeading } from "./book-steps";
import { localTimeLabel } from "./slot-times";
import type { SlotLabel } from "./slots";

const noSubscription = () => () => {};

/** The browser's zone; the server renders Eastern only, so hydration matches. */
function useVisitorZone(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
}

/** The time-slot grid: 'Available Times - EST' with its count, each time a toggle, local time beside it when different. */
export function DialogTimes({
  date,
  slots,
  time,
  onTime,
}: {
  date?: string;
  slots: OpenSlot[];
  time?: SlotLabel;
  onTime: (time: SlotLabel) => void;
}) {
  const zone = useVisitorZone();
  return (
    <div>
      <AvailableTimesHeading count={slots.length} id="dialog-times" />
      {!date ? <p className="mt-2 text-sm text-slate-600">Choose a date to see its times.</p> : null}
      <div role="group" aria-labelledby="dialog-times" className="mt-3 grid grid-cols-2 gap-2">
        {slots.map((slot) => {
          const local = zone ? localTimeLabel(slot.start, zone) : undefined;
          const selected = slot.time === time;
          return (
            <button
              key={slot.time}
              type="button"
              aria-pressed={selected}
              onClick={() => onTime(slot.time)}
              className={`rounded-md border px-3 py-2 text-sm font-medium ${selected ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:bg-brand-50"}`}
            >
              {slot.time}
              {local ? (
                <span className={`block text-xs font-normal ${selected ? "text-white" : "text-slate-600"}`}>{local} your time</span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
