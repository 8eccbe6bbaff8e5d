import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { sessionDateLabel, sessionTimeLabel } from "../format";
import { slotLabels } from "../slots";
import { wholeDay, type BlockErrors, type SettingsErrors } from "./admin-forms";

const control = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600";

function Error({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** Blocks a whole day or a single slot, and lists the blocks ahead with a way to remove each. */
export function BlockForm(props: { blocks: Array<{ id: number; date: string; time?: string }>; errors?: BlockErrors; values?: Record<string, string> }) {
  const { blocks, errors, values } = props;
  return (
    <section aria-labelledby="blocks-heading" className="mt-10">
      <h2 id="blocks-heading" className="text-xl font-semibold text-brand-900">
        Blocked days and times
      </h2>
      <Form method="post" noValidate className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="block" />
        <div>
          <label htmlFor="block-date" className="block text-sm font-medium">
            Date
          </label>
          <input id="block-date" name="date" type="date" defaultValue={values?.date} className={control} aria-invalid={errors?.date ? true : undefined} aria-describedby={errors?.date ? "block-date-error" : undefined} />
          <Error id="block-date-error" message={errors?.date} />
        </div>
        <div>
          <label htmlFor="block-time" className="block text-sm font-medium">
            Time (EST)
          </label>
          <select id="block-time" name="time" defaultValue={values?.time ?? wholeDay} className={control} aria-invalid={errors?.time ? true : undefined} aria-describedby={errors?.time ? "block-time-error" : undefined}>
            <option value={wholeDay}>Whole day</option>
            {slotLabels.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
          <Error id="block-time-error" message={errors?.time} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Block
        </button>
      </Form>
      {blocks.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {blocks.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center gap-3">
              <span>
                {sessionDateLabel(block.date)}, {block.time ? sessionTimeLabel(block.time) : "whole day"}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="unblock" />
                <input type="hidden" name="id" value={block.id} />
                <button type="submit" className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50">
                  Remove block ({sessionDateLabel(block.date)}
                  {block.time ? `, ${block.time}` : ""})
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-600">Nothing is blocked.</p>
      )}
    </section>
  );
}

export function SettingsForm(props: { settings: { horizonDays: number; minimumNoticeHours: number }; errors?: SettingsErrors; values?: Record<string, string> }) {
  const { settings, errors, values } = props;
  return (
    <section aria-labelledby="settings-heading" className="mt-10">
      <h2 id="settings-heading" className="text-xl font-semibold text-brand-900">
        Booking rules
      </h2>
      <Form method="post" noValidate className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="settings" />
        <div>
          <label htmlFor="horizon" className="block text-sm font-medium">
            Booking horizon (days ahead)
          </label>
          <input id="horizon" name="horizonDays" inputMode="numeric" defaultValue={values?.horizonDays ?? settings.horizonDays} className={control} aria-invalid={errors?.horizonDays ? true : undefined} aria-describedby={errors?.horizonDays ? "horizon-error" : undefined} />
          <Error id="horizon-error" message={errors?.horizonDays} />
        </div>
        <div>
          <label htmlFor="notice" className="block text-sm font-medium">
            Minimum notice (hours)
          </label>
          <input id="notice" name="minimumNoticeHours" inputMode="decimal" defaultValue={values?.minimumNoticeHours ?? settings.minimumNoticeHours} className={control} aria-invalid={errors?.minimumNoticeHours ? true : undefined} aria-describedby={errors?.minimumNoticeHours ? "notice-error" : undefined} />
          <Error id="notice-error" message={errors?.minimumNoticeHours} />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          Save rules
        </button>
      </Form>
    </section>
  );
}
