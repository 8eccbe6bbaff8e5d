import type { InputHTMLAttributes, ReactNode } from "react";
import { requestFieldLabels } from "./request-form-text";
import type { RequestErrors, RequestField, RequestValues } from "./request-schema";

export const requestFieldId = (field: RequestField) => `request-${field}`;
const errorId = (field: RequestField) => `request-${field}-error`;

export interface FieldState {
  values: RequestValues;
  errors: RequestErrors;
}

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-600";

interface FieldProps {
  field: RequestField;
  state: FieldState;
  hint?: string;
  className?: string;
}

interface ControlProps {
  id: string;
  name: RequestField;
  defaultValue: string;
  required: true;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled control with its hint and its message beneath, tied together for screen readers. */
function Field({ field, state, hint, className = "", control }: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const error = state.errors[field];
  const hintId = hint ? `${requestFieldId(field)}-hint` : undefined;
  const describedBy = [hintId, error ? errorId(field) : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={requestFieldId(field)} className="block text-sm font-medium text-slate-800">
        {requestFieldLabels[field]}
      </label>
      {control({
        id: requestFieldId(field),
        name: field,
        defaultValue: state.values[field],
        required: true,
        className: controlClass,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(field)} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextControl({ input, ...props }: FieldProps & { input?: InputHTMLAttributes<HTMLInputElement> }) {
  return <Field {...props} control={(control) => <input type="text" {...control} {...input} />} />;
}

export function TextAreaControl({ maxLength, ...props }: FieldProps & { maxLength: number }) {
  return <Field {...props} control={(control) => <textarea rows={5} maxLength={maxLength} {...control} />} />;
}

export function SelectControl({ options, ...props }: FieldProps & { options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <Field
      {...props}
      control={(control) => (
        <select {...control}>
          <option value="">Select…</option>
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

export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-brand-900">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
