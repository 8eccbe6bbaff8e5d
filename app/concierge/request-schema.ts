import { z } from "~/lib/zod";
import { parseSubmission } from "~/lib/form-submission";
import { limitMessages, parsePartySize, requestLimits, requestMessages } from "./request-values";

const text = (min: number, message: string, max: number, maxMessage: string) => z.string().trim().min(min, message).max(max, maxMessage);

const partySize = z
  .string()
  .trim()
  .min(1, requestMessages.passengers)
  .refine((value) => value === "" || parsePartySize(value) !== undefined, limitMessages.passengers)
  .transform(Number);

/** One schema for the browser (on blur and submit) and the server (the action). Text is trimmed. */
export const requestSchema = z.object({
  name: text(2, requestMessages.name, requestLimits.name, limitMessages.name),
  email: z.string().trim().pipe(z.email(requestMessages.email).max(requestLimits.email, limitMessages.email)),
  phone: z
    .string()
    .trim()
    .min(10, requestMessages.phone)
    .regex(/^[+\d\s().-]*$/, requestMessages.phone)
    .max(requestLimits.phone, limitMessages.phone),
  travelDates: text(1, requestMessages.travelDates, requestLimits.travelDates, limitMessages.travelDates),
  fromDestination: text(1, requestMessages.fromDestination, requestLimits.destination, limitMessages.fromDestination),
  toDestination: text(1, requestMessages.toDestination, requestLimits.destination, limitMessages.toDestination),
  passengers: partySize,
  preferredClass: z.enum(["economy", "premium_economy", "business"], requestMessages.preferredClass),
  maxStops: z.enum(["nonstop", "1", "2"], requestMessages.maxStops),
  pointsList: text(1, requestMessages.pointsList, requestLimits.pointsList, limitMessages.pointsList),
});

/** A valid request, trimmed, with the party size as a number. */
export type ConciergeRequestInput = z.output<typeof requestSchema>;

/** Reads a request form's post (or the form itself, in the browser) against the schema. */
export const parseRequest = (form: FormData | URLSearchParams) => parseSubmission(form, requestSchema);
