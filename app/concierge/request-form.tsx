import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { track } from "~/observability/track";
import { buttonClass } from "~/ui/button";
import { Select, TextArea, TextInput } from "~/ui/field";
import { Fieldset } from "~/ui/fieldset";
import { FormGuardFields } from "~/ui/form-guard-fields";
import { AttachWalletBox } from "~/ui/attach-wallet-box";
import type { WalletOffer } from "~/lib/wallet-offer";
import { PricePreview } from "./price-preview";
import { conciergePromises } from "./pricing";
import { requestFieldLabels, submitLabel } from "./request-form-text";
import {
  maxStopsOptions,
  preferredClassOptions,
  requestLimits,
  type RequestErrors,
  type RequestField,
  type RequestValues,
} from "./request-values";
import { requestFieldId, useRequestValidation } from "./use-request-validation";

interface RequestFormProps {
  values: RequestValues;
  errors: RequestErrors;
  /** Why the spam guard refused the last post, in plain words. */
  refusal?: string;
  formStamp: string;
  /** A signed-in visitor's wallet counts, to offer attaching it; null for everyone else. */
  walletOffer?: WalletOffer | null;
  /** The wallet box as last posted. */
  attachWallet?: boolean;
}

/**
 * The Points Booking Concierge request. It posts natively (noValidate: the schema's messages are
 * the ones shown), so it works the same with JavaScript off; with it, the same schema checks each
 * field on blur and the whole form on submit, and the button is disabled while the post is sent.
 */
export function RequestForm({
  values,
  errors: serverErrors,
  refusal,
  formStamp,
  walletOffer = null,
  attachWallet = false,
}: RequestFormProps) {
  const { errors, loadValidation, onBlur, onSubmit } = useRequestValidation(serverErrors);
  const [passengers, setPassengers] = useState(values.passengers);
  const navigationState = useNavigation().state;
  const submitting = navigationState === "submitting";
  // Every field is required; each shows what was typed and its message.
  const field = (name: RequestField) => ({
    id: requestFieldId(name),
    name,
    label: requestFieldLabels[name],
    defaultValue: values[name],
    error: errors[name],
    required: true,
  });
  // The button is disabled only once React has re-rendered; a double click lands before that.
  const sending = useRef(false);
  useEffect(() => {
    if (navigationState === "idle") sending.current = false;
  }, [navigationState]);
  const onSubmitOnce = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) return event.preventDefault();
    onSubmit(event);
    if (!event.defaultPrevented) sending.current = true;
  };
  const started = useRef(false);
  // The funnel's first step: the visitor began filling in the form (counted once per page).
  const onFocus = () => {
    loadValidation();
    if (started.current) return;
    started.current = true;
    track("concierge_started");
  };

  return (
    <Form method="post" noValidate onBlur={onBlur} onFocus={onFocus} onSubmit={onSubmitOnce} className="space-y-6">
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      <FormGuardFields stamp={formStamp} />

      <Fieldset legend="Personal Information">
        <TextInput {...field("name")} className="sm:col-span-2" autoComplete="name" maxLength={requestLimits.name} />
        <TextInput {...field("email")} type="email" autoComplete="email" maxLength={requestLimits.email} />
        <TextInput {...field("phone")} type="tel" autoComplete="tel" maxLength={requestLimits.phone} />
      </Fieldset>

      <Fieldset legend="Trip Details">
        <TextInput
          {...field("travelDates")}
          className="sm:col-span-2"
          hint="Exact dates or a range, and how flexible you are."
          maxLength={requestLimits.travelDates}
        />
        <TextInput {...field("fromDestination")} hint="City or airport." maxLength={requestLimits.destination} />
        <TextInput {...field("toDestination")} hint="City or airport." maxLength={requestLimits.destination} />
        <TextInput
          {...field("passengers")}
          inputMode="numeric"
          maxLength={2}
          onChange={(event) => setPassengers(event.currentTarget.value)}
        />
        <Select {...field("preferredClass")} options={preferredClassOptions} placeholder="Select…" />
        <Select {...field("maxStops")} options={maxStopsOptions} placeholder="Select…" />
      </Fieldset>

      <Fieldset legend="Points Information">
        <TextArea
          {...field("pointsList")}
          className="sm:col-span-2"
          hint="For example: 120k Chase Ultimate Rewards, 60k Amex Membership Rewards, 40k United miles."
          maxLength={requestLimits.pointsList}
        />
        <AttachWalletBox offer={walletOffer} checked={attachWallet} who="the concierge" className="sm:col-span-2" />
      </Fieldset>

      <PricePreview passengers={passengers} />

      <div>
        <button
          type="submit"
          disabled={submitting}
          className={buttonClass("primary", "w-full py-3 text-base disabled:opacity-60 sm:w-auto")}
        >
          {submitLabel}
        </button>
        <p className="mt-3 text-sm text-slate-600">
          By sending this request you accept our{" "}
          <Link to="/concierge/terms" className="font-medium text-brand-700 underline hover:text-brand-900">
            concierge terms
          </Link>
          . We reply within {conciergePromises.replyWithinHours} hours.
        </p>
      </div>
    </Form>
  );
}
