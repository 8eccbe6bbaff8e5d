/** Business constants from spec section 9, defined once. */
export const businessTimeZone = "America/New_York";
