import { createEvent } from "ics";
import { strategySessionMinutes } from "~/config/business";
import { serviceName } from "./slots";

export interface InvitationInput {
  bookingId: number;
  start: Date;
  /** The site's host, so the event's UID is unique to this site. */
  siteHost: string;
  description: string;
  url?: string;
  cancelled?: boolean;
}

/**
 * The calendar invitation (.ics) for a booking. Times are written in UTC ('Z'), which every
 * calendar converts to its own zone; the UID stays the same so a cancellation replaces the event.
 */
export function sessionInvitation(input: InvitationInput): string {
  const { error, value } = createEvent({
    uid: `strategy-session-${input.bookingId}@${input.siteHost}`,
    productId: input.siteHost,
    start: input.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: strategySessionMinutes },
    title: serviceName,
    description: input.description,
    url: input.url,
    status: input.cancelled ? "CANCELLED" : "CONFIRMED",
    method: input.cancelled ? "CANCEL" : "PUBLISH",
    sequence: input.cancelled ? 1 : 0,
  });
  if (error || !value) throw error ?? new Error("could not build the invitation");
  return value;
}

export const invitationFileName = "strategy-session.ics";
