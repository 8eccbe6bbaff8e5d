import { useEffect, useId, useRef, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { track } from "~/observability/track";
import type { SubscriberSource } from "~/db/schema";
import type { Notice } from "~/notices/notice";
import { toast } from "~/notices/toast-store";
import { TextInput } from "~/ui/field";
import { FormGuardFields } from "~/ui/form-guard-fields";
import { consentText } from "./consent";

export const subscribeAction = "/newsletter";
export const sectionAnchor = "#newsletter";
/** Set by the enhanced form only: the action answers it with data instead of a redirect. */
export const enhancedField = "enhanced";
/** This browser has subscribed: the popup stays away (the list itself is private to the server). */
export const subscribedStorageKey = "newsletter-subscribed";

export type SubscribeResponse = { ok: boolean; notice: Notice; fieldError?: string };

export function rememberSubscribed(): void {
  try {
    localStorage.setItem(subscribedStorageKey, "1");
  } catch {
    // Storage can be disabled; the popup may then show once more, which is harmless.
  }
}

interface SubscribeFormProps {
  source: SubscriberSource;
  stamp: string;
  /** After a refused post without JavaScript: what was typed and the message beside the field. */
  initialEmail?: string;
  initialError?: string;
  onSubscribed?: () => void;
  /** Visible label text; the section and the popup word it differently. */
  label?: string;
}

/**
 * The one subscribe form (section and popup). It posts natively to the action without
 * JavaScript; with it, a fetcher posts and the outcome is a toast, without a reload.
 */
export function SubscribeForm({ source, stamp, initialEmail, initialError, onSubscribed, label = "Email address" }: SubscribeFormProps) {
  const fetcher = useFetcher<SubscribeResponse>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    toast(result.notice);
    if (result.ok) {
      track("subscribed");
      rememberSubscribed();
      formRef.current?.reset();
      onSubscribed?.();
    }
    // Only a new answer from the server should toast; the callback's identity is irrelevant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const error = result ? result.fieldError : initialError;
  const submitting = fetcher.state !== "idle";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set(enhancedField, "1");
    void fetcher.submit(form, { method: "post", action: subscribeAction });
  }

  return (
    <form ref={formRef} method="post" action={subscribeAction} onSubmit={submit} noValidate>
      <FormGuardFields stamp={stamp} />
      <input type="hidden" name="source" value={source} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextInput
          id={`${id}-email`}
          name="email"
          label={label}
          labelHidden
          className="flex-1"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue={initialEmail}
          aria-required="true"
          describedBy={`${id}-consent`}
          error={error}
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p id={`${id}-consent`} className="mt-3 text-sm text-slate-600">
        {consentText}{" "}
        <Link to="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-900">
          Privacy policy
        </Link>
      </p>
    </form>
  );
}
