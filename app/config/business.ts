/** Business constants (prices, lengths, limits), defined once. */
export const businessTimeZone = "America/New_York";

/** The Points Strategy Session: $249 for one hour. */
export const strategySessionPriceCents = 24_900;
export const strategySessionMinutes = 60;
/** The shorter consultation the concierge FAQ quotes beside the full session; both are offered. */
export const quickConsultationPriceCents = 9_900;
export const quickConsultationMinutes = 30;
