import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Select, TextInput } from "~/ui/field";
import { sessionDateLabel, sessionTimeLabel } from "../format";
import { slotLabels } from "../slots";
import { wholeDay, type BlockErrors, type SettingsErrors } from "./admin-forms";

const timeOptions = [{ value: wholeDay, label: "Whole day" }, ...slotLabels.map((label) => ({ value: label, label }))];

/** Blocks a whole day or a single slot, and lists the blocks ahead with a way to remove each. */
export function BlockForm(props: {
  blocks: Array<{ id: number; date: string; time?: string }>;
  errors?: BlockErrors;
  values?: Record<string, string>;
}) {
  const { blocks, errors, values } = props;
  return (
    <section aria-labelledby="blocks-heading" className="mt-10">
      <h2 id="blocks-heading" className="text-xl font-semibold text-brand-900">
        Blocked days and times
      </h2>
      <Form method="post" noValidate className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="block" />
        <TextInput id="block-date" name="date" label="Date" type="date" defaultValue={values?.date} error={errors?.date} />
        <Select
          id="block-time"
          name="time"
          label="Time (EST)"
          defaultValue={values?.time ?? wholeDay}
          options={timeOptions}
          error={errors?.time}
        />
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

export function SettingsForm(props: {
  settings: { horizonDays: number; minimumNoticeHours: number };
  errors?: SettingsErrors;
  values?: Record<string, string>;
}) {
  const { settings, errors, values } = props;
  return (
    <section aria-labelledby="settings-heading" className="mt-10">
      <h2 id="settings-heading" className="text-xl font-semibold text-brand-900">
        Booking rules
      </h2>
      <Form method="post" noValidate className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="settings" />
        <TextInput
          id="horizon"
          name="horizonDays"
          label="Booking horizon (days ahead)"
          inputMode="numeric"
          defaultValue={values?.horizonDays ?? settings.horizonDays}
          error={errors?.horizonDays}
        />
        <TextInput
          id="notice"
          name="minimumNoticeHours"
          label="Minimum notice (hours)"
          inputMode="decimal"
          defaultValue={values?.minimumNoticeHours ?? settings.minimumNoticeHours}
          error={errors?.minimumNoticeHours}
        />
        <button type="submit" className={buttonClass("primary")}>
          Save rules
        </button>
      </Form>
    </section>
  );
}
