import { emailSite } from "~/email/config.server";
import { signToken, verifyToken } from "~/security/signing.server";

const preferencesPurpose = "alert-preferences";
export const preferencesPath = "/newsletter/alerts";

/**
 * The link to one subscriber's bonus-alert choices, in every email the newsletter sends. Signed
 * for its own purpose (an unsubscribe token does not open it, nor it unsubscribe); it never
 * expires, like the unsubscribe link beside it.
 */
export function preferencesUrl(subscriberId: number): string {
  return `${emailSite().url}${preferencesPath}?token=${signToken(preferencesPurpose, String(subscriberId))}`;
}

/** The subscriber a preferences token was signed for, or undefined for a forged or damaged one. */
export function subscriberIdFromPreferencesToken(token: string | null | undefined): number | undefined {
  const payload = verifyToken(preferencesPurpose, token);
  const id = Number(payload);
  return payload && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
