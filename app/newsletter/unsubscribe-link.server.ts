import { signToken, verifyToken } from "~/security/signing.server";
import { emailSite } from "~/email/config.server";

const unsubscribePurpose = "unsubscribe";

/** A link that unsubscribes one subscriber, signed so it cannot be forged for anyone else. It never expires. */
export function unsubscribeUrl(subscriberId: number): string {
  const token = signToken(unsubscribePurpose, String(subscriberId));
  return `${emailSite().url}/unsubscribe?token=${token}`;
}

/** The subscriber a token was signed for, or undefined for a forged or damaged token. */
export function subscriberIdFromToken(token: string | null | undefined): number | undefined {
  const payload = verifyToken(unsubscribePurpose, token);
  const id = Number(payload);
  return payload && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The RFC 2369 and RFC 8058 headers that give mail apps their own unsubscribe button; the
 * one-click POST to this address unsubscribes without any other step.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
