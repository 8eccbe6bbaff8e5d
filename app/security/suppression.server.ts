import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Transaction } from "~/db/database.server";
import { privacySuppressions } from "~/db/schema";
import { keyedDigest } from "./signing.server";

/**
 * The suppression list's hash of an address: HMAC-SHA-256 with the app secret over the trimmed,
 * lower-cased address. Without the secret nobody can test a guessed address against the list; a
 * new APP_SECRET makes every stored hash unrecognisable (see decision 045).
 */
export function suppressionHash(address: string): string {
  return keyedDigest("suppression", address.trim().toLowerCase());
}

/** What the owner is told when an import or a manual addition names an erased address. */
export const suppressedAddressMessage =
  "This address was erased at its owner's request and cannot be added by the site. Its owner can subscribe again themselves.";

type Queryable = Db | Transaction;

export async function isSuppressed(tx: Queryable, address: string): Promise<boolean> {
  const rows = await tx
    .select({ hash: privacySuppressions.hash })
    .from(privacySuppressions)
    .where(eq(privacySuppressions.hash, suppressionHash(address)));
  return rows.length > 0;
}

export async function suppress(tx: Queryable, address: string, now = new Date()): Promise<void> {
  await tx
    .insert(privacySuppressions)
    .values({ hash: suppressionHash(address), createdAt: now })
    .onConflictDoNothing();
}

/** The person subscribed again themselves: their new consent replaces the erased address's suppression. */
export async function liftSuppression(tx: Queryable, address: string): Promise<boolean> {
  const removed = await tx
    .delete(privacySuppressions)
    .where(eq(privacySuppressions.hash, suppressionHash(address)))
    .returning({ hash: privacySuppressions.hash });
  return removed.length > 0;
}
