import type { outbox } from "~/db/schema";
import { seal, unseal } from "~/security/secret-box.server";
import { fillLinkSecrets, holdsLiteralSecrets, type LinkCarrier } from "./secret-links";

const purpose = "outbox-link-secrets";

/** The link values an outbox row holds back, sealed under a key derived from the app secret. */
export function sealLinkSecrets(secrets: readonly string[]): string {
  return seal(purpose, JSON.stringify(secrets));
}

function unsealLinkSecrets(sealed: string): string[] | undefined {
  const plain = unseal(purpose, sealed);
  if (plain === undefined) return undefined;
  const values: unknown = JSON.parse(plain);
  return Array.isArray(values) && values.every((value) => typeof value === "string") ? values : undefined;
}

/**
 * An outbox row's message as it goes to the mail server, its links whole again; undefined when
 * its sealed values cannot be opened (the app secret changed since it was written).
 */
export function messageToSend(row: typeof outbox.$inferSelect): LinkCarrier | undefined {
  const { subject, textBody, htmlBody, headers, attachments } = row;
  const message = { subject, textBody, htmlBody, headers, attachments };
  if (row.sealedSecrets === null) return message;
  const secrets = unsealLinkSecrets(row.sealedSecrets);
  return secrets && fillLinkSecrets(message, secrets, { literals: holdsLiteralSecrets(row.kind) });
}
