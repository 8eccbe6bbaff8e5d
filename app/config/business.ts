/** Business constants from spec section 9, defined once. */
export const businessTimeZone = "America/New_York";

/** The Points Strategy Session (spec section 9): $249 for one hour. */
export const strategySessionPriceCents = 24_900;
export const strategySessionMinutes = 60;
/** The shorter consultation the spec's FAQ quotes beside the full session (section 9: both stand). */
export const quickConsultationPriceCents = 9_900;
export const quickConsultationMinutes = 30;
