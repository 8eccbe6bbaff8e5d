import type { InputHTMLAttributes } from "react";
import {
  cardFields,
  fieldLabels,
  personalFields,
  type BookingErrors,
  type BookingValues,
  type CardField,
  type PersonalField,
} from "./booking-messages";

/** How each input helps the visitor: autofill names, keyboards, placeholders. */
const inputHints: Record<PersonalField | CardField, InputHTMLAttributes<HTMLInputElement>> = {
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  cardNumber: { autoComplete: "cc-number", inputMode: "numeric", placeholder: "1234 5678 9012 3456" },
  expiryDate: { autoComplete: "cc-exp", placeholder: "MM/YY" },
  cvv: { autoComplete: "cc-csc", inputMode: "numeric", placeholder: "123" },
  billingZip: { autoComplete: "postal-code", placeholder: "12345" },
};

interface FieldsProps {
  /** Keeps ids unique if the form ever appears twice. */
  idPrefix: string;
  values?: Partial<BookingValues>;
  errors?: BookingErrors;
}

function Field({ field, idPrefix, values, errors }: FieldsProps & { field: PersonalField | CardField }) {
  const id = `${idPrefix}-${field}`;
  const error = errors?.[field];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {fieldLabels[field]}
      </label>
      <input
        id={id}
        name={field}
        type="text"
        defaultValue={values?.[field] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-invalid:border-red-600"
        {...inputHints[field]}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FieldGroup({ legend, fields, ...props }: FieldsProps & { legend: string; fields: ReadonlyArray<PersonalField | CardField> }) {
  return (
    <fieldset className="mt-4">
      <legend className="text-base font-semibold text-brand-900">{legend}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <Field key={field} field={field} {...props} />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Spec section 2's Personal Information and, when no payment provider takes the card,
 * Payment Information. The card inputs are never filled back in from a previous post.
 */
export function BookingFields({ withCard, ...props }: FieldsProps & { withCard: boolean }) {
  return (
    <>
      <FieldGroup legend="Personal Information" fields={personalFields} {...props} />
      {withCard ? (
        <>
          <FieldGroup legend="Payment Information" fields={cardFields} {...props} />
          <p className="mt-2 text-sm text-slate-600">
            Your card details are checked here and never stored; we send you a secure payment link.
          </p>
        </>
      ) : (
        <p className="mt-4 text-sm text-slate-600">You will pay securely on Stripe Checkout in the next step.</p>
      )}
    </>
  );
}
