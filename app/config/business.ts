/** Business constants from spec section 9, defined once. */
export const businessTimeZone = "America/New_York";

/** Spec section 9: the Points Strategy Session costs $249 and lasts 60 minutes. */
export const strategySessionPriceCents = 24900;
export const strategySessionMinutes = 60;
