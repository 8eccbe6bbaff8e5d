import {
  generateAuthenticationOptions,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/database.server";
import { adminFactors } from "~/db/schema";
import {
  newChallenge,
  parsePasskeyResponse,
  registrationOptionsFor,
  relyingParty,
  transportsOf,
  verifiedAuthentication,
  verifiedRegistration,
  type ChallengeScope,
} from "~/security/webauthn.server";
import { maxFactorsPerAdmin, recoveryCodesForFirstFactor } from "./factors.server";
import type { AdminIdentity } from "../sign-in/sessions.server";

/**
 * Passkeys as a second factor, on the ceremony every passkey of the site shares
 * (security/webauthn.server.ts). A challenge is bound to the ceremony and the admin, so one made
 * for another admin, or for a visitor's account, never passes here. As a second factor after a
 * password, user verification is preferred, not required.
 */
const challengeFor = (ceremony: "register" | "authenticate", adminId: number): ChallengeScope => ({
  purpose: `webauthn-${ceremony}`,
  subject: String(adminId),
});

function passkeysOf(adminId: number) {
  return db()
    .select()
    .from(adminFactors)
    .where(and(eq(adminFactors.adminId, adminId), eq(adminFactors.kind, "passkey"), isNotNull(adminFactors.credentialId)))
    .limit(maxFactorsPerAdmin);
}

/** What the account page's "Add a passkey" button hands to the browser. */
export async function registrationOptions(admin: AdminIdentity, siteUrl: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOf(admin.id);
  return registrationOptionsFor({
    siteUrl,
    userName: admin.email,
    userHandle: `pointwise-admin-${admin.id}`,
    scope: challengeFor("register", admin.id),
    existing: existing.map((row) => ({ credentialId: row.credentialId!, transports: row.transports })),
    strictness: "preferred",
  });
}

export type PasskeyRegistration = { ok: true; recoveryCodes?: string[] } | { ok: false; reason?: string };

/**
 * Stores a new passkey from the browser's registration response. The ceremony itself proves the
 * authenticator is present and answers for this site, so the factor is verified from the start.
 */
export async function registerPasskey(
  admin: AdminIdentity,
  name: string,
  responseText: string,
  siteUrl: string,
): Promise<PasskeyRegistration> {
  const response = parsePasskeyResponse<RegistrationResponseJSON>(responseText);
  if (!response) return { ok: false };
  const [row] = await db().select({ n: count() }).from(adminFactors).where(eq(adminFactors.adminId, admin.id));
  if ((row?.n ?? 0) >= maxFactorsPerAdmin) return { ok: false, reason: "This account has as many factors as it can keep." };
  const credential = await verifiedRegistration(response, challengeFor("register", admin.id), siteUrl, false);
  if (!credential) return { ok: false };
  const now = new Date();
  const inserted = await db()
    .insert(adminFactors)
    .values({ adminId: admin.id, kind: "passkey", name, createdAt: now, verifiedAt: now, ...credential })
    .onConflictDoNothing()
    .returning({ id: adminFactors.id });
  if (inserted.length === 0) return { ok: false, reason: "That passkey is already registered." };
  return { ok: true, recoveryCodes: await recoveryCodesForFirstFactor(admin.id) };
}

/** What the second-step page's passkey button hands to the browser; undefined without a passkey. */
export async function authenticationOptions(adminId: number, siteUrl: string): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const rows = (await passkeysOf(adminId)).filter((row) => row.verifiedAt);
  if (rows.length === 0) return undefined;
  return generateAuthenticationOptions({
    rpID: relyingParty(siteUrl).rpID,
    allowCredentials: rows.map((row) => ({ id: row.credentialId!, transports: transportsOf(row) })),
    challenge: newChallenge(challengeFor("authenticate", adminId)),
    userVerification: "preferred",
  });
}

/** Checks the browser's answer at the second step against this admin's own passkeys. */
export async function checkPasskey(
  adminId: number,
  responseText: string,
  siteUrl: string,
): Promise<{ ok: true; name: string } | { ok: false }> {
  const response = parsePasskeyResponse<AuthenticationResponseJSON>(responseText);
  if (!response || typeof response.id !== "string") return { ok: false };
  const [row] = await db()
    .select()
    .from(adminFactors)
    .where(
      and(
        eq(adminFactors.adminId, adminId),
        eq(adminFactors.kind, "passkey"),
        eq(adminFactors.credentialId, response.id),
        isNotNull(adminFactors.verifiedAt),
      ),
    );
  if (!row?.credentialId || !row.publicKey) return { ok: false };
  const stored = { ...row, credentialId: row.credentialId, publicKey: row.publicKey };
  const newCounter = await verifiedAuthentication(response, stored, challengeFor("authenticate", adminId), siteUrl, false);
  if (newCounter === undefined) return { ok: false };
  await db().update(adminFactors).set({ signCount: newCounter, lastUsedAt: new Date() }).where(eq(adminFactors.id, row.id));
  return { ok: true, name: row.name };
}
