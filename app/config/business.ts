/** Business constants from spec section 9, defined once. */
export const businessTimeZone = "America/New_York";

/** The Points Strategy Session (spec section 9): $249 for one hour. */
export const strategySessionPriceCents = 24_900;
export const strategySessionMinutes = 60;
