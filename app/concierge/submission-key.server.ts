import { keyedDigest } from "~/security/signing.server";
import type { ConciergeRequestInput } from "./request-schema";
import { requestFields } from "./request-values";

/**
 * What makes a second post of one form the same request (decision 033): a keyed digest of the
 * form's stamp and of what was sent, with case and spacing evened out. It is derived on the server
 * and never rendered, so a page every visitor shares through the page cache carries nothing that
 * could merge two leads: the same stamp with other fields gives another key. Keyed, so the stored
 * key cannot be used to check a guess of what someone sent.
 */
export function submissionKey(stamp: string, request: ConciergeRequestInput): string {
  const fields = requestFields.map((field) => String(request[field]).replace(/\s+/g, " ").toLowerCase());
  return keyedDigest("concierge-submission", JSON.stringify([stamp, ...fields]));
}
