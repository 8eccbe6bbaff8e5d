import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { track } from "~/observability/track";
import { buttonClass } from "~/ui/button";
import { FormGuardFields } from "~/ui/form-guard-fields";
import { PricePreview } from "./price-preview";
import { conciergePromises } from "./pricing";
import { FormSection, SelectControl, TextAreaControl, TextControl } from "./request-fields";
import { submitLabel } from "./request-form-text";
import { maxStopsOptions, preferredClassOptions, requestLimits, type RequestErrors, type RequestValues } from "./request-schema";
import { useRequestValidation } from "./use-request-validation";

interface RequestFormProps {
  values: RequestValues;
  errors: RequestErrors;
  /** Why the spam guard refused the last post, in plain words. */
  refusal?: string;
  formStamp: string;
}

/**
 * The Points Booking Concierge request. It posts natively (noValidate: the schema's messages are
 * the ones shown), so it works the same with JavaScript off; with it, the same schema checks each
 * field on blur and the whole form on submit, and the button is disabled while the post is sent.
 */
export function RequestForm({ values, errors: serverErrors, refusal, formStamp }: RequestFormProps) {
  const { errors, onBlur, onSubmit } = useRequestValidation(serverErrors);
  const [passengers, setPassengers] = useState(values.passengers);
  const navigationState = useNavigation().state;
  const submitting = navigationState === "submitting";
  const state = { values, errors };
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

      <FormSection legend="Personal Information">
        <TextControl field="name" state={state} className="sm:col-span-2" input={{ autoComplete: "name", maxLength: requestLimits.name }} />
        <TextControl field="email" state={state} input={{ type: "email", autoComplete: "email", maxLength: requestLimits.email }} />
        <TextControl field="phone" state={state} input={{ type: "tel", autoComplete: "tel", maxLength: requestLimits.phone }} />
      </FormSection>

      <FormSection legend="Trip Details">
        <TextControl
          field="travelDates"
          state={state}
          className="sm:col-span-2"
          hint="Exact dates or a range, and how flexible you are."
          input={{ maxLength: requestLimits.travelDates }}
        />
        <TextControl field="fromDestination" state={state} hint="City or airport." input={{ maxLength: requestLimits.destination }} />
        <TextControl field="toDestination" state={state} hint="City or airport." input={{ maxLength: requestLimits.destination }} />
        <TextControl
          field="passengers"
          state={state}
          input={{ inputMode: "numeric", maxLength: 2, onChange: (event) => setPassengers(event.currentTarget.value) }}
        />
        <SelectControl field="preferredClass" state={state} options={preferredClassOptions} />
        <SelectControl field="maxStops" state={state} options={maxStopsOptions} />
      </FormSection>

      <FormSection legend="Points Information">
        <TextAreaControl
          field="pointsList"
          state={state}
          className="sm:col-span-2"
          hint="For example: 120k Chase Ultimate Rewards, 60k Amex Membership Rewards, 40k United miles."
          maxLength={requestLimits.pointsList}
        />
      </FormSection>

      <PricePreview passengers={passengers} />

      <div>
        <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full py-3 text-base disabled:opacity-60 sm:w-auto")}>
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
