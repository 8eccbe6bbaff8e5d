import { useId } from "react";
import type { ConsentChoices } from "~/lib/consent-cookie";
import { consentCategories, optionalCategories, type OptionalCategory } from "./consent";
import { categoryTexts, consentTexts } from "./texts";

/**
 * The four checkboxes. Controlled when `onToggle` is given (the dialog's working copy),
 * otherwise plain form fields for the page that works without JavaScript.
 */
export function CategoryFields({ values, onToggle }: { values: ConsentChoices; onToggle?: (category: OptionalCategory) => void }) {
  const id = useId();
  return (
    <ul className="space-y-3">
      {consentCategories.map((category) => {
        const optional = (optionalCategories as readonly string[]).includes(category) ? (category as OptionalCategory) : undefined;
        const inputId = `${id}-${category}`;
        const state = optional
          ? onToggle
            ? { checked: values[optional], onChange: () => onToggle(optional) }
            : { defaultChecked: values[optional] }
          : { checked: true, disabled: true, readOnly: true };
        return (
          <li key={category} className="flex gap-3 rounded-lg border border-slate-200 p-3">
            <input
              id={inputId}
              type="checkbox"
              name={optional}
              aria-describedby={`${inputId}-description`}
              className="mt-1 size-4 accent-brand-700"
              {...state}
            />
            <div>
              <label htmlFor={inputId} className="font-medium text-slate-900">
                {categoryTexts[category].label}
              </label>
              {optional ? null : (
                <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{consentTexts.required}</span>
              )}
              <p id={`${inputId}-description`} className="text-sm text-slate-600">
                {categoryTexts[category].description}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
