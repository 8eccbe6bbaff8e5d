import { useId, type ReactNode } from "react";
import { FieldError } from "./field";

const boxClass = "mt-1 size-4 accent-brand-700";

/** One checkbox with its label beside it and an optional hint read with it. */
export function Checkbox({
  id: fixedId,
  name,
  label,
  hint,
  defaultChecked,
  className = "",
}: {
  id?: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  defaultChecked?: boolean;
  className?: string;
}) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input id={id} name={name} type="checkbox" defaultChecked={defaultChecked} aria-describedby={hintId} className={boxClass} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Several checkboxes posting under one name (read back as an array by parseSubmission). The
 * legend names the group; the message is tied to the group, which is where the problem is.
 */
export function CheckboxGroup({
  name,
  legend,
  options,
  checked = [],
  error,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  checked?: readonly string[];
  error?: string;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <ul className="mt-2 space-y-2">
        {options.map((option) => (
          <li key={option.value} className="flex items-center gap-2">
            <input
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              type="checkbox"
              defaultChecked={checked.includes(option.value)}
              className={boxClass}
            />
            <label htmlFor={`${id}-${option.value}`} className="text-sm text-slate-800">
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
