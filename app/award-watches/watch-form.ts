import { addDays } from "~/lib/calendar-day";
import { parseSubmission, type FieldErrors, type Posted } from "~/lib/form-submission";
import { z } from "~/lib/zod";

/** The cabins a watch can ask for, as the table's check names them. */
export const watchCabins = ["economy", "premium", "business", "first"] as const;
export type WatchCabin = (typeof watchCabins)[number];

export const watchCabinLabels: Record<WatchCabin, string> = {
  economy: "Economy",
  premium: "Premium economy",
  business: "Business",
  first: "First",
};

/** Each watch is one more provider call a day, so an account keeps a handful. */
export const maxWatchesPerAccount = 10;
/** The longest date range one watch covers (issue 32): one cached search a day covers it. */
export const maxWatchDays = 60;
export const maxWatchMiles = 500_000;

/** A place the visitor typed, as airport codes: one airport, or a metro area's airports. */
export interface WatchPlace {
  label: string;
  codes: string[];
}

/** Reads an airport code or a city name; the route passes the assistant's place finder in (decision 040). */
export type PlaceResolver = (text: string) => WatchPlace | undefined;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string) => isoDay.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const milesMessage = `Enter the most miles you would pay, a whole number from 1 to ${maxWatchMiles.toLocaleString("en-US")}.`;

function placeField(which: "from" | "to", resolve: PlaceResolver) {
  return z
    .string()
    .trim()
    .min(1, `Enter the airport you fly ${which}: a three-letter code like JFK, or a city like London.`)
    .max(60, "Enter a shorter place: a three-letter airport code, or a city's name.")
    .transform((text, context) => {
      const place = resolve(text);
      if (place) return place;
      context.issues.push({
        code: "custom",
        input: text,
        message: `We don't know "${text}" as an airport or city. Enter a three-letter code like JFK, or a city like London.`,
      });
      return z.NEVER;
    });
}

function dayField(missing: string) {
  return z.string().trim().min(1, missing).refine(realDay, "Enter a date as year, month and day, like 2027-03-14.");
}

export function watchFormSchema(today: string, resolve: PlaceResolver) {
  return z.object({
    origin: placeField("from", resolve),
    destination: placeField("to", resolve),
    cabin: z.enum(watchCabins, { error: "Choose a cabin." }),
    startDate: dayField("Enter the first day you could fly.").refine((day) => day >= today, "The first day cannot be in the past."),
    endDate: dayField("Enter the last day you could fly."),
    maxMiles: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, milesMessage)
      .transform(Number)
      .pipe(z.number().int().min(1, milesMessage).max(maxWatchMiles, milesMessage)),
    onlyReachable: z.boolean(),
  });
}

type WatchSchema = ReturnType<typeof watchFormSchema>;
export type WatchInput = z.output<WatchSchema>;
export type WatchFormErrors = FieldErrors<WatchSchema>;
export type WatchFormPosted = Posted<z.input<WatchSchema>>;

export type WatchFormResult =
  { ok: true; value: WatchInput; posted: WatchFormPosted } | { ok: false; errors: WatchFormErrors; posted: WatchFormPosted };

/** Problems that need two fields at once; the fields themselves have already passed. */
function crossFieldErrors(value: Pick<WatchInput, "origin" | "destination" | "startDate" | "endDate">): WatchFormErrors {
  const errors: WatchFormErrors = {};
  if (value.destination.codes.some((code) => value.origin.codes.includes(code))) {
    errors.destination = "The place you fly to must differ from the place you fly from.";
  }
  const lastAllowed = addDays(value.startDate, maxWatchDays - 1);
  if (value.endDate < value.startDate) errors.endDate = "The last day must be on or after the first day.";
  else if (value.endDate > lastAllowed)
    errors.endDate = `A watch covers at most ${maxWatchDays} days: choose a last day up to ${lastAllowed}.`;
  return errors;
}

/** The watch form as posted, checked field by field and then across fields; messages in plain words. */
export function readWatchForm(form: FormData | URLSearchParams, today: string, resolve: PlaceResolver): WatchFormResult {
  const submission = parseSubmission(form, watchFormSchema(today, resolve));
  if (submission.ok) {
    const errors = crossFieldErrors(submission.value);
    if (Object.keys(errors).length === 0) return submission;
    return { ok: false, errors, posted: submission.posted };
  }
  return submission;
}

/** The form before anything is posted. */
export const blankWatchForm: WatchFormPosted = {
  origin: "",
  destination: "",
  cabin: "business",
  startDate: "",
  endDate: "",
  maxMiles: "",
  onlyReachable: false,
};
