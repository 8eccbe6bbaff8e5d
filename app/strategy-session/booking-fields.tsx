import type { InputHTMLAttributes } from "react";
import { TextInput } from "~/ui/field";
import { Fieldset } from "~/ui/fieldset";
import { AttachWalletBox } from "~/ui/attach-wallet-box";
import type { WalletOffer } from "~/lib/wallet-offer";
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

function FieldGroup({
  legend,
  fields,
  idPrefix,
  values,
  errors,
}: FieldsProps & { legend: string; fields: ReadonlyArray<PersonalField | CardField> }) {
  return (
    <Fieldset legend={legend} look="plain">
      {fields.map((field) => (
        <TextInput
          key={field}
          id={`${idPrefix}-${field}`}
          name={field}
          label={fieldLabels[field]}
          defaultValue={values?.[field] ?? ""}
          error={errors?.[field]}
          {...inputHints[field]}
        />
      ))}
    </Fieldset>
  );
}

interface WalletBoxProps {
  /** A signed-in visitor's wallet counts, to offer attaching it; null for everyone else. */
  walletOffer?: WalletOffer | null;
  /** The wallet box as last posted. */
  attachWallet?: boolean;
}

/**
 * The booking's Personal Information, the wallet box for a signed-in visitor with a wallet and,
 * when no payment provider takes the card, Payment Information. The card inputs are never filled
 * back in from a previous post.
 */
export function BookingFields({
  withCard,
  walletOffer = null,
  attachWallet = false,
  ...props
}: FieldsProps & WalletBoxProps & { withCard: boolean }) {
  return (
    <>
      <FieldGroup legend="Personal Information" fields={personalFields} {...props} />
      <AttachWalletBox offer={walletOffer} checked={attachWallet} who="the strategist" className="mt-4" />
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
