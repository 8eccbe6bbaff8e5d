import { additionalPassengerCents, conciergeDepositCents, conciergePromises, firstPassengerCents, formatUsd } from "./pricing";

const deposit = formatUsd(conciergeDepositCents);
const { replyWithinHours, itineraries, airlines, loyaltyPrograms } = conciergePromises;

/** The concierge terms, section by section: what visitors look for before they pay. */
export const termsSections = [
  {
    id: "deposit",
    title: `What the ${deposit} deposit covers`,
    paragraphs: [
      `The ${deposit} deposit pays for the research on your request: our experts' time searching award space across ${airlines} airlines and ${loyaltyPrograms} loyalty programs. It is not an extra charge: when you go ahead with one of our itineraries, the deposit is applied to your service fee.`,
    ],
  },
  {
    id: "refunds",
    title: "When the deposit is refunded",
    paragraphs: [
      `If we cannot find an itinerary that matches your request (your dates, your route, your class and the points you hold), we refund the ${deposit} deposit in full. If we present suitable itineraries and you decide not to book, the deposit covers the research done and is not refunded.`,
    ],
  },
  {
    id: "fee",
    title: "What the service fee includes",
    paragraphs: [
      `The fee is ${formatUsd(firstPassengerCents)} for the first passenger and ${formatUsd(additionalPassengerCents)} for each additional passenger on the same itinerary. It includes the search, up to ${itineraries} itineraries to choose from, the transfer plan for your points, and our help until the booking is confirmed.`,
      "The fee does not include the points themselves, nor the taxes and carrier surcharges the airline charges on award tickets: those are paid from your own accounts, and we tell you the amounts before anything is booked.",
    ],
  },
  {
    id: "reply",
    title: `Our ${replyWithinHours}-hour reply`,
    paragraphs: [
      `You receive a confirmation email as soon as you send a request. Our team reviews it and contacts you within ${replyWithinHours} hours, by email or by phone, with questions or with the first itineraries.`,
    ],
  },
  {
    id: "after",
    title: "After we present the itineraries",
    paragraphs: [
      "You choose the itinerary you prefer. We then send the remaining fee and a step-by-step transfer and booking plan. Award seats are not held for anyone, so we recommend acting quickly: availability can disappear within hours.",
      "Points always move from your own accounts, and we never ask for your passwords. Once the airline confirms the booking, changes and cancellations follow the airline's own rules.",
    ],
  },
] as const;
