import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

const controlClass = "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-600";

export interface FieldProps {
  /** A fixed id lets an error summary link to the field and a script focus it; without one, React makes one. */
  id?: string;
  name: string;
  label: ReactNode;
  /** For a field whose purpose the layout makes plain (a one-field form): the label is read, not shown. */
  labelHidden?: boolean;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** The field's message, shown under the control and read with it after the hint. */
  error?: string;
  className?: string;
  /** Added to the control's own classes (a monospace body, say). */
  controlClassName?: string;
  /** Text elsewhere in the form that also describes this field, read before the hint. */
  describedBy?: string;
}

interface ControlProps {
  id: string;
  name: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A labelled control with its hint and its message beneath, tied together for screen readers. */
function Field(props: FieldProps & { control: (props: ControlProps) => ReactNode }) {
  const { id: fixedId, name, label, labelHidden, hint, error, className, controlClassName, describedBy, control } = props;
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelHidden ? "sr-only" : "block text-sm font-medium text-slate-800"}>
        {label}
      </label>
      {control({
        id,
        name,
        className: [controlClass, labelHidden ? "" : "mt-1", controlClassName ?? ""].join(" ").trim(),
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [describedBy, hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A field's message; nothing when there is none. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

type Without<T> = Omit<T, "id" | "name" | "className">;

export function TextInput({
  id,
  name,
  label,
  labelHidden,
  hint,
  error,
  className,
  describedBy,
  ...input
}: FieldProps & Without<InputHTMLAttributes<HTMLInputElement>>) {
  const field = { id, name, label, labelHidden, hint, error, className, describedBy };
  return <Field {...field} control={(control) => <input type="text" {...input} {...control} />} />;
}

export function TextArea({
  id,
  name,
  label,
  hint,
  error,
  className,
  controlClassName,
  ...textarea
}: FieldProps & Without<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const field = { id, name, label, hint, error, className, controlClassName };
  return <Field {...field} control={(control) => <textarea rows={5} {...textarea} {...control} />} />;
}

export interface SelectOption {
  value: string;
  label: string;
  /** Not offered in the list: shown only while the select holds its value (an unknown one, say). */
  hidden?: boolean;
}

/** Options under a heading of the list (`<optgroup>`), such as one day's times. */
export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

function optionElement(option: SelectOption) {
  return (
    <option key={option.value} value={option.value} disabled={option.hidden} hidden={option.hidden}>
      {option.label}
    </option>
  );
}

/** A select; `placeholder` adds a first, empty choice for a field that has no answer yet. */
export function Select({
  id,
  name,
  label,
  labelHidden,
  hint,
  error,
  className,
  controlClassName,
  options,
  placeholder,
  ...select
}: FieldProps &
  Without<SelectHTMLAttributes<HTMLSelectElement>> & { options: readonly (SelectOption | SelectGroup)[]; placeholder?: string }) {
  const field = { id, name, label, labelHidden, hint, error, className, controlClassName };
  return (
    <Field
      {...field}
      control={(control) => (
        <select {...select} {...control}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) =>
            "options" in option ? (
              <optgroup key={option.label} label={option.label}>
                {option.options.map(optionElement)}
              </optgroup>
            ) : (
              optionElement(option)
            ),
          )}
        </select>
      )}
    />
  );
}
