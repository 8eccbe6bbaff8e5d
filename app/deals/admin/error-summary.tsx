import { useEffect, useRef, type MouseEvent } from "react";
import { dealFieldLabels, fieldId, type DealField, type DealFormErrors } from "./deal-form";

/**
 * With JavaScript, focus the field directly: following the #fragment would be a navigation to
 * the router, which clears the action's answer and with it these very messages.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, field: DealField) {
  const control = document.getElementById(fieldId(field));
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/**
 * Every problem at the top of the form, each linking to its field. With JavaScript the summary
 * takes focus when a save comes back refused, as the page load does for a native post.
 */
export function ErrorSummary({ errors }: { errors: DealFormErrors }) {
  const ref = useRef<HTMLDivElement>(null);
  const fields = (Object.keys(dealFieldLabels) as DealField[]).filter((field) => errors[field]);
  const hasErrors = fields.length > 0;
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [errors, hasErrors]);

  if (!hasErrors) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">
        The deal was not saved. Please correct {fields.length === 1 ? "this field" : `these ${fields.length} fields`}:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} onClick={(event) => focusField(event, field)} className="underline">
              {dealFieldLabels[field]}: {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
