import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { retentionFields, type RetentionKey, type RetentionSettings } from "../retention-settings";

/** How long each kind of personal data is kept; the daily job applies it. */
export function RetentionSection({
  values,
  errors = {},
}: {
  values: RetentionSettings | Record<RetentionKey, string>;
  errors?: Partial<Record<string, string>>;
}) {
  return (
    <section aria-labelledby="privacy-retention" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="privacy-retention" className="text-lg font-semibold text-brand-900">
        Retention
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Once a day, rows older than these periods are deleted or anonymised (a month counts as 30 days).
      </p>
      <Form method="post" className="mt-4 grid max-w-2xl gap-4" noValidate>
        <input type="hidden" name="intent" value="retention" />
        {retentionFields.map((field) => (
          <TextInput
            key={field.key}
            label={`${field.label} (${field.unit})`}
            name={field.key}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            step={1}
            defaultValue={String(values[field.key])}
            error={errors[field.key]}
            className="max-w-xl"
            required
          />
        ))}
        <div>
          <button type="submit" className={buttonClass()}>
            Save retention settings
          </button>
        </div>
      </Form>
    </section>
  );
}
