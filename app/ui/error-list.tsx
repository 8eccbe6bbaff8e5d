import { useEffect, useRef, type MouseEvent } from "react";

export interface ListedField<F extends string> {
  name: F;
  /** The control's id, which the entry links to. */
  id: string;
  label: string;
}

/**
 * With JavaScript, focus the field directly: following the #fragment would be a navigation to
 * the router, which clears the action's answer and with it these very messages.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const control = document.getElementById(fieldId);
  if (!control) return;
  event.preventDefault();
  control.focus();
}

/**
 * Every problem at the top of a form, each linking to its field, in form order. With JavaScript
 * the list takes focus when a post comes back refused, as the page load does for a native post.
 */
export function ErrorList<F extends string>({
  title,
  fields,
  errors,
}: {
  /** The heading, given the number of fields listed. */
  title: (count: number) => string;
  /** Every field of the form, in form order. */
  fields: ReadonlyArray<ListedField<F>>;
  /** The action's messages; a new answer (a new object) takes focus again. */
  errors: Partial<Record<F, string>>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const listed = fields.filter((field) => errors[field.name]);
  const hasErrors = listed.length > 0;
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [errors, hasErrors]);

  if (!hasErrors) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{title(listed.length)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {listed.map((field) => (
          <li key={field.name}>
            <a href={`#${field.id}`} onClick={(event) => focusField(event, field.id)} className="underline">
              {field.label}: {errors[field.name]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
