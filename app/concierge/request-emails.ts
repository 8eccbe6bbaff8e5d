import type { EmailMessage } from "~/email/outbox.server";
import type { OwnerNotification } from "~/email/owner-notification";
import { conciergeDepositCents, conciergePromises, formatUsd } from "./pricing";
import type { ConciergeRequestInput } from "./request-schema";
import { maxStopsOptions, preferredClassOptions } from "./request-values";

export const classLabel = (value: string) => preferredClassOptions.find((option) => option.value === value)?.label ?? value;
export const stopsLabel = (value: string) => maxStopsOptions.find((option) => option.value === value)?.label ?? value;

/** The request as label and value pairs, in form order, for both emails and the admin. */
export function requestSummaryFields(request: ConciergeRequestInput, quoteCents: number) {
  return [
    { label: "Name", value: request.name },
    { label: "Email", value: request.email },
    { label: "Phone", value: request.phone },
    { label: "Date(s) of travel", value: request.travelDates },
    { label: "From", value: request.fromDestination },
    { label: "To", value: request.toDestination },
    { label: "Passengers", value: String(request.passengers) },
    { label: "Preferred class", value: classLabel(request.preferredClass) },
    { label: "Maximum stops", value: stopsLabel(request.maxStops) },
    { label: "Points", value: request.pointsList },
    { label: "Quoted price", value: formatUsd(quoteCents) },
  ];
}

export const receiptKind = "concierge-receipt";
export const ownerNotificationKind = "concierge-request";

/** The visitor's receipt: what they asked for, the price, what happens next and when. */
export function requestReceipt(request: ConciergeRequestInput, quoteCents: number): EmailMessage {
  const hours = conciergePromises.replyWithinHours;
  return {
    kind: receiptKind,
    to: request.email,
    subject: "We received your Points Booking Concierge request",
    content: {
      heading: `Thank you, ${request.name}`,
      paragraphs: [
        `We received your request for award travel from ${request.fromDestination} to ${request.toDestination}. Our team will review the details and contact you within ${hours} hours.`,
        `Your quote: ${formatUsd(quoteCents)} for ${request.passengers} passenger${request.passengers === 1 ? "" : "s"}. To get started we ask a ${formatUsd(conciergeDepositCents)} deposit, a research fee that is applied to the service cost if you go ahead and refunded if we find no suitable itinerary.`,
        `What happens next: we search ${conciergePromises.airlines} airlines and ${conciergePromises.loyaltyPrograms} loyalty programs and present up to ${conciergePromises.itineraries} itineraries. You choose one, and we help you book it with your points.`,
      ],
      fields: requestSummaryFields(request, quoteCents),
      action: { label: "Read the concierge terms", url: "/concierge/terms" },
    },
  };
}

export function ownerNotification(id: number, request: ConciergeRequestInput, quoteCents: number): OwnerNotification {
  return {
    kind: ownerNotificationKind,
    subject: `New concierge request from ${request.name}`,
    summary: `${request.name} asks for ${classLabel(request.preferredClass)} award seats from ${request.fromDestination} to ${request.toDestination} for ${request.passengers} (quoted ${formatUsd(quoteCents)}).`,
    fields: requestSummaryFields(request, quoteCents),
    adminPath: `/admin/requests/${id}`,
  };
}
