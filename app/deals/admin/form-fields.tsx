import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import {
  dealFieldLabels,
  fieldErrorId,
  fieldId,
  optionalDealFields,
  type DealFormErrors,
  type DealFormValues,
  type DealTextField,
} from "./deal-form";

/** What every field reads: the values to show and the server's messages. */
export interface DealFormState {
  values: DealFormValues;
  errors: DealFormErrors;
}

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600";

interface FieldProps {
  field: DealTextField;
  state: DealFormState;
  hint?: string;
  className?: string;
}

/**
 * Ids are fixed (not useId) so the error summary can link to each field. The message is tied
 * to its control with aria-describedby, after the hint, so both are read.
 */
function Field({ field, state, hint, className = "", control }: FieldProps & { control: (a11y: ControlA11y) => ReactNode }) {
  const error = state.errors[field];
  const hintId = hint ? `${fieldId(field)}-hint` : undefined;
  const errorId = error ? fieldErrorId(field) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId(field)} className="block text-sm font-medium text-slate-800">
        {dealFieldLabels[field]}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {control({
        id: fieldId(field),
        name: field,
        required: !optionalDealFields.has(field),
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ControlA11y {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function TextInput({ input, ...props }: FieldProps & { input?: InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <Field
      {...props}
      control={(a11y) => (
        <input type="text" defaultValue={props.state.values[props.field]} className={controlClass} {...a11y} {...input} />
      )}
    />
  );
}

export function TextArea({ textarea, ...props }: FieldProps & { textarea?: TextareaHTMLAttributes<HTMLTextAreaElement> }) {
  return (
    <Field
      {...props}
      control={(a11y) => (
        <textarea rows={6} defaultValue={props.state.values[props.field]} className={controlClass} {...a11y} {...textarea} />
      )}
    />
  );
}

export function SelectField({
  options,
  select,
  ...props
}: FieldProps & { options: ReadonlyArray<{ value: string; label: string }>; select?: SelectHTMLAttributes<HTMLSelectElement> }) {
  return (
    <Field
      {...props}
      control={(a11y) => (
        <select defaultValue={props.state.values[props.field]} className={controlClass} {...a11y} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-brand-900">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
