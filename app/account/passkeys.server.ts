import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { and, asc, count, eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { visitorAccounts, visitorPasskeys } from "~/db/schema";
import { emailSite } from "~/email/config.server";
import { transactionWithEmail } from "~/email/outbox.server";
import { parsePasskeyResponse, registrationOptionsFor, verifiedRegistration, type ChallengeScope } from "~/security/webauthn.server";
import { passkeyAddedEmail } from "./passkey-email";
import { maxPasskeysPerAccount } from "./passkey-forms";
import { passkeysPath } from "./paths";
import type { Visitor } from "./sessions.server";

/*
 * A signed-in visitor's passkeys (decision 072). Each signs in alone, with no emailed code, so
 * it must be a discoverable credential (the sign-in page names no account) made with user
 * verification (the passkey is the whole proof, not a second factor).
 */

/** A registration challenge is this account's: another account's answer to it is refused. */
const registerScope = (accountId: number): ChallengeScope => ({ purpose: "visitor-passkey-register", subject: String(accountId) });

export interface VisitorPasskey {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** The account's passkeys, oldest first (at most the cap). */
const passkeysOf = (accountId: number) =>
  db()
    .select()
    .from(visitorPasskeys)
    .where(eq(visitorPasskeys.accountId, accountId))
    .orderBy(asc(visitorPasskeys.id))
    .limit(maxPasskeysPerAccount);

/** The account page's list: names and dates, nothing of the keys themselves. */
export async function visitorPasskeyList(accountId: number): Promise<VisitorPasskey[]> {
  return (await passkeysOf(accountId)).map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }));
}

/** What the account page's "Add a passkey" button hands to the browser. */
export async function passkeyRegistrationOptions(visitor: Visitor, siteUrl: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return registrationOptionsFor({
    siteUrl,
    userName: visitor.email,
    // Not the admin's prefix: an authenticator keeps one passkey per user handle and site.
    userHandle: `pointwise-visitor-${visitor.accountId}`,
    scope: registerScope(visitor.accountId),
    existing: await passkeysOf(visitor.accountId),
    // It signs in alone: found by the browser without an account named, and only after the
    // person is verified on the device (fingerprint, face, PIN).
    strictness: "required",
  });
}

export type PasskeyAdded = { ok: true } | { ok: false; reason: "refused" | "full" | "known" };

/**
 * Checks the browser's registration answer against this account's challenge, keeps the passkey
 * and emails the account's address that it was added.
 */
export async function addVisitorPasskey(
  visitor: Visitor,
  name: string,
  responseText: string,
  siteUrl: string,
  now = new Date(),
): Promise<PasskeyAdded> {
  const response = parsePasskeyResponse<RegistrationResponseJSON>(responseText);
  const credential = response && (await verifiedRegistration(response, registerScope(visitor.accountId), siteUrl, true));
  if (!credential) return { ok: false, reason: "refused" };
  return transactionWithEmail(async (tx, outbox) => {
    // The account's row locked: two adds at once cannot both slip under the cap.
    await tx.select({ id: visitorAccounts.id }).from(visitorAccounts).where(eq(visitorAccounts.id, visitor.accountId)).for("update");
    const [held] = await tx.select({ n: count() }).from(visitorPasskeys).where(eq(visitorPasskeys.accountId, visitor.accountId));
    if ((held?.n ?? 0) >= maxPasskeysPerAccount) return { ok: false, reason: "full" } as const;
    const inserted = await tx
      .insert(visitorPasskeys)
      .values({ accountId: visitor.accountId, name, createdAt: now, ...credential })
      .onConflictDoNothing()
      .returning({ id: visitorPasskeys.id });
    if (inserted.length === 0) return { ok: false, reason: "known" } as const;
    // With the passkey or not at all: the visitor hears of every passkey that can sign in.
    await outbox.queue({
      kind: "visitor-passkey-added",
      to: visitor.email,
      ...passkeyAddedEmail(name, `${emailSite().url}${passkeysPath}`),
    });
    return { ok: true } as const;
  });
}

/** Removes one of the account's passkeys; another account's id removes nothing. Returns its name. */
export async function removeVisitorPasskey(accountId: number, passkeyId: number): Promise<string | undefined> {
  const [removed] = await db()
    .delete(visitorPasskeys)
    .where(and(eq(visitorPasskeys.accountId, accountId), eq(visitorPasskeys.id, passkeyId)))
    .returning({ name: visitorPasskeys.name });
  return removed?.name;
}
