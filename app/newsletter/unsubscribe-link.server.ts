import { oneClickHeaders } from "~/email/one-click";
import { emailSite } from "~/email/config.server";
import { readRowToken, signRowToken, type LinkedRow, type RowClaim } from "~/security/row-links.server";

const unsubscribePurpose = "unsubscribe";

/** A link that unsubscribes one subscriber, signed and bound to the row's link key. It never expires. */
export function unsubscribeUrl(subscriber: LinkedRow): string {
  return `${emailSite().url}/unsubscribe?token=${signRowToken(unsubscribePurpose, subscriber)}`;
}

/** The subscriber a token was signed for, or undefined for a forged or damaged token. */
export function subscriberClaimFromToken(token: string | null | undefined): RowClaim | undefined {
  return readRowToken(unsubscribePurpose, token);
}

/** The one-click headers (app/email/one-click.ts) for a subscriber's unsubscribe link. */
export const unsubscribeHeaders = oneClickHeaders;
