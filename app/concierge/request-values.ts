import { maxPassengers } from "./pricing";

/** The request form's fields, in form order, by the names the spec gives them. */
export const requestFields = [
  "name",
  "email",
  "phone",
  "travelDates",
  "fromDestination",
  "toDestination",
  "passengers",
  "preferredClass",
  "maxStops",
  "pointsList",
] as const;
export type RequestField = (typeof requestFields)[number];

export const preferredClassOptions = [
  { value: "economy", label: "Economy" },
  { value: "premium_economy", label: "Premium Economy" },
  { value: "business", label: "Business" },
] as const;
export type PreferredClass = (typeof preferredClassOptions)[number]["value"];

export const maxStopsOptions = [
  { value: "nonstop", label: "Nonstop" },
  { value: "1", label: "1 stop" },
  { value: "2", label: "2 stops" },
] as const;
export type MaxStops = (typeof maxStopsOptions)[number]["value"];

/** The request form's validation messages, one per field. */
export const requestMessages = {
  name: "Name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  travelDates: "Travel dates are required.",
  passengers: "Number of passengers is required.",
  fromDestination: "From destination is required.",
  toDestination: "To destination is required.",
  preferredClass: "Please select a preferred class.",
  pointsList: "Please enter your airline/credit card points.",
  maxStops: "Please select maximum number of stops.",
} as const satisfies Record<RequestField, string>;

/** Our own limits beyond the spec: lengths that fit any real answer, and a sane party size. */
export const requestLimits = {
  name: 100,
  email: 254,
  phone: 30,
  travelDates: 200,
  destination: 100,
  pointsList: 2_000,
} as const;

export const limitMessages = {
  name: `Name must be at most ${requestLimits.name} characters.`,
  email: `Email must be at most ${requestLimits.email} characters.`,
  phone: `Phone must be at most ${requestLimits.phone} characters.`,
  travelDates: `Travel dates must be at most ${requestLimits.travelDates} characters.`,
  fromDestination: `From destination must be at most ${requestLimits.destination} characters.`,
  toDestination: `To destination must be at most ${requestLimits.destination} characters.`,
  passengers: `Enter a whole number of passengers from 1 to ${maxPassengers}.`,
  pointsList: `Please keep your points list under ${requestLimits.pointsList} characters.`,
} as const;

/** The party size in what was typed, or undefined unless it is a whole number from 1 to the maximum. */
export function parsePartySize(typed: string): number | undefined {
  const trimmed = typed.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return undefined;
  const passengers = Number(trimmed);
  return passengers >= 1 && passengers <= maxPassengers ? passengers : undefined;
}

/** What the form shows: exactly what was typed, so a refused post loses nothing. */
export type RequestValues = Record<RequestField, string>;
export type RequestErrors = Partial<Record<RequestField, string>>;

export function emptyRequestValues(): RequestValues {
  return Object.fromEntries(requestFields.map((field) => [field, ""])) as RequestValues;
}

/** The named fields of a query string; a missing one is empty. */
function readRequestValues(form: FormData | URLSearchParams, fields: readonly RequestField[] = requestFields): RequestValues {
  const values = emptyRequestValues();
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** The trip fields a link may fill in, and the points the visitor told the chat assistant they hold (it links here with them). */
export const prefillFields = [
  "fromDestination",
  "toDestination",
  "travelDates",
  "passengers",
  "preferredClass",
  "maxStops",
  "pointsList",
] as const;

/** The form's starting values from the page's query string: trip fields and points only, cut to their limits. */
export function prefillFromQuery(params: URLSearchParams): RequestValues {
  const values = readRequestValues(params, prefillFields);
  for (const field of prefillFields) values[field] = values[field].slice(0, requestLimits.travelDates);
  if (!preferredClassOptions.some((option) => option.value === values.preferredClass)) values.preferredClass = "";
  if (!maxStopsOptions.some((option) => option.value === values.maxStops)) values.maxStops = "";
  return values;
}
