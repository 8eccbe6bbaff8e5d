import { emailSite } from "~/email/config.server";
import { readRowToken, signRowToken, type LinkedRow, type RowClaim } from "~/security/row-links.server";

const preferencesPurpose = "alert-preferences";
export const preferencesPath = "/newsletter/alerts";

/**
 * The link to one subscriber's bonus-alert choices, in every email the newsletter sends. Signed
 * for its own purpose (an unsubscribe token does not open it, nor it unsubscribe) and bound to
 * the row's link key; it never expires, like the unsubscribe link beside it.
 */
export function preferencesUrl(subscriber: LinkedRow): string {
  return `${emailSite().url}${preferencesPath}?token=${signRowToken(preferencesPurpose, subscriber)}`;
}

/** The subscriber a preferences token was signed for, or undefined for a forged or damaged one. */
export function subscriberClaimFromPreferencesToken(token: string | null | undefined): RowClaim | undefined {
  return readRowToken(preferencesPurpose, token);
}
