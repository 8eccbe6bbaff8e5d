import { Form } from "react-router";
import { formatIsoDate } from "~/lib/format-date";
import { buttonClass } from "~/ui/button";
import { Checkbox } from "~/ui/checkbox";
import { FieldError, TextInput } from "~/ui/field";
import type { WatchSummary } from "./watch-summary";
import {
  blankWatchForm,
  maxWatchDays,
  maxWatchesPerAccount,
  watchCabinLabels,
  watchCabins,
  type WatchFormErrors,
  type WatchFormPosted,
} from "./watch-form";

export const watchIntents = { add: "add-watch", remove: "delete-watch" } as const;

/** What a refused post gives back to the form: the messages and what was typed. */
export interface WatchFormRefusal {
  errors: WatchFormErrors;
  posted: WatchFormPosted;
  /** A problem with the whole form (the account has its most watches). */
  formError?: string;
}

function CabinChoice({ chosen, error }: { chosen: string; error?: string }) {
  const errorId = error ? "watch-cabin-error" : undefined;
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">Cabin</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {watchCabins.map((cabin) => (
          <div key={cabin} className="flex items-center gap-2">
            <input
              id={`watch-cabin-${cabin}`}
              type="radio"
              name="cabin"
              value={cabin}
              defaultChecked={chosen === cabin}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
            />
            <label htmlFor={`watch-cabin-${cabin}`} className="text-sm text-slate-800">
              {watchCabinLabels[cabin]}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** The form that adds a watch; posts without JavaScript, and shows each message beside its field. */
export function WatchForm({ refusal, today, full }: { refusal?: WatchFormRefusal; today: string; full: boolean }) {
  const posted = refusal?.posted ?? blankWatchForm;
  const errors = refusal?.errors ?? {};
  if (full) {
    return (
      <p className="mt-4 text-slate-700">You have {maxWatchesPerAccount} watches, the most an account keeps. Delete one to add another.</p>
    );
  }
  return (
    <Form method="post" noValidate className="mt-4 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value={watchIntents.add} />
      {refusal?.formError ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {refusal.formError}
        </p>
      ) : null}
      <TextInput
        id="watch-origin"
        name="origin"
        label="From"
        hint="An airport code (JFK) or a city (New York)."
        defaultValue={posted.origin}
        error={errors.origin}
        autoComplete="off"
      />
      <TextInput
        id="watch-destination"
        name="destination"
        label="To"
        hint="An airport code (LHR) or a city (London)."
        defaultValue={posted.destination}
        error={errors.destination}
        autoComplete="off"
      />
      <div className="sm:col-span-2">
        <CabinChoice chosen={posted.cabin} error={errors.cabin} />
      </div>
      <TextInput
        id="watch-start"
        name="startDate"
        type="date"
        label="First day you could fly"
        min={today}
        defaultValue={posted.startDate}
        error={errors.startDate}
      />
      <TextInput
        id="watch-end"
        name="endDate"
        type="date"
        label="Last day you could fly"
        hint={`At most ${maxWatchDays} days after the first.`}
        min={today}
        defaultValue={posted.endDate}
        error={errors.endDate}
      />
      <TextInput
        id="watch-miles"
        name="maxMiles"
        label="Most miles you would pay"
        hint="For one traveller, one way."
        inputMode="numeric"
        defaultValue={posted.maxMiles}
        error={errors.maxMiles}
      />
      <Checkbox
        id="watch-reachable"
        name="onlyReachable"
        className="sm:col-span-2"
        label="Only programs my wallet reaches"
        hint="Programs you hold miles in, or that a currency in your wallet transfers to."
        defaultChecked={posted.onlyReachable}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass()}>
          Add watch
        </button>
      </div>
    </Form>
  );
}

/** The account's watches, each with its own delete button (a plain form each). */
export function WatchList({ watches }: { watches: readonly WatchSummary[] }) {
  if (watches.length === 0) return <p className="mt-4 text-slate-700">You have no watches yet.</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {watches.map((watch) => (
        <li key={watch.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-semibold text-slate-900">
              {watch.route}, {watchCabinLabels[watch.cabin].toLowerCase()}
            </p>
            <p className="text-sm text-slate-700">
              {formatIsoDate(watch.startDate)} to {formatIsoDate(watch.endDate)}, up to {watch.maxMiles.toLocaleString("en-US")} miles
              {watch.onlyReachable ? ", programs your wallet reaches only" : ""}
              {watch.ended ? ". Ended: no longer checked." : ""}
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value={watchIntents.remove} />
            <input type="hidden" name="watchId" value={watch.id} />
            <button
              type="submit"
              className={buttonClass("secondary")}
              aria-label={`Delete the watch ${watch.route}, ${watchCabinLabels[watch.cabin].toLowerCase()}`}
            >
              Delete
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
