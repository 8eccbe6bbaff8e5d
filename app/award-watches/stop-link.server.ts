import { emailSite } from "~/email/config.server";
import { readRowToken, signRowToken, type LinkedRow, type RowClaim } from "~/security/row-links.server";
import { awardWatchStopPath } from "./paths";

const stopPurpose = "award-watch-stop";

/** The email's one-click link that stops one watch, signed and bound to the watch's link key. */
export function awardWatchStopUrl(watch: LinkedRow): string {
  return `${emailSite().url}${awardWatchStopPath}?token=${signRowToken(stopPurpose, watch)}`;
}

/** The watch a stop token names, or undefined for a forged or damaged one. */
export function stopClaimFromToken(token: string | null | undefined): RowClaim | undefined {
  return readRowToken(stopPurpose, token);
}
