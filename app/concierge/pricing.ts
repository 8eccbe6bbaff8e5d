/** Points Booking Concierge pricing and promises, defined once. */
export const conciergeDepositCents = 5_000;
export const firstPassengerCents = 19_900;
export const additionalPassengerCents = 10_000;
/** The most passengers one request covers; larger groups write to us. */
export const maxPassengers = 9;

export const conciergePromises = {
  replyWithinHours: 24,
  itineraries: 3,
  airlines: "100+",
  loyaltyPrograms: "20+",
} as const;

/** The concierge fee for a party: $199 for the first passenger, $100 for each one after. */
export function conciergeQuoteCents(passengers: number): number {
  if (!Number.isInteger(passengers) || passengers < 1) throw new RangeError(`passengers must be a positive integer, got ${passengers}`);
  return firstPassengerCents + (passengers - 1) * additionalPassengerCents;
}

/** Whole dollars as the spec writes prices ($249, $3,000); cents only when there are some. */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return dollars.toLocaleString("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}
