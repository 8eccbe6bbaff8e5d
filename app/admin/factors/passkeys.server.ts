import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/database.server";
import { adminFactors } from "~/db/schema";
import { hit } from "~/security/rate-limit.server";
import { signToken, verifyToken } from "~/security/signing.server";
import { maxFactorsPerAdmin, recoveryCodesForFirstFactor } from "./factors.server";
import type { AdminIdentity } from "../sign-in/sessions.server";

/**
 * Passkeys as a second factor, with @simplewebauthn/server. The relying party is the site's own
 * address (SITE_URL): its host name is the RP id and its origin the only one accepted.
 *
 * The challenge is stateless: a token signed for the ceremony and the admin that expires in five
 * minutes. It is used up the first time a response carrying it is checked (a rate-limit counter
 * keyed by its random part, shared by every instance), so an answer cannot be sent twice.
 */
const challengeSeconds = 5 * 60;
const rpName = "Pointwise";
/** A browser's response is a few kilobytes; anything much larger is not one. */
export const maxPasskeyResponseLength = 16_384;

type Ceremony = "register" | "authenticate";

function newChallenge(ceremony: Ceremony, adminId: number, now = new Date()): string {
  return signToken(
    `webauthn-${ceremony}`,
    `${adminId}.${randomBytes(16).toString("base64url")}`,
    new Date(now.getTime() + challengeSeconds * 1000),
  );
}

async function challengeIsGood(ceremony: Ceremony, adminId: number, encoded: string): Promise<boolean> {
  const [owner, nonce] = verifyToken(`webauthn-${ceremony}`, Buffer.from(encoded, "base64url").toString("utf8"))?.split(".") ?? [];
  if (owner !== String(adminId) || !nonce) return false;
  const uses = await hit(`webauthn:${nonce}`, challengeSeconds * 1000);
  return uses.count === 1;
}

export function relyingParty(siteUrl: string): { rpID: string; origin: string } {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin };
}

function passkeysOf(adminId: number) {
  return db()
    .select()
    .from(adminFactors)
    .where(and(eq(adminFactors.adminId, adminId), eq(adminFactors.kind, "passkey"), isNotNull(adminFactors.credentialId)))
    .limit(maxFactorsPerAdmin);
}

function transportsOf(row: { transports: string[] | null }): AuthenticatorTransportFuture[] | undefined {
  return (row.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined;
}

/** What the account page's "Add a passkey" button hands to the browser. */
export async function registrationOptions(admin: AdminIdentity, siteUrl: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = relyingParty(siteUrl);
  const existing = await passkeysOf(admin.id);
  return generateRegistrationOptions({
    rpName,
    rpID,
    userName: admin.email,
    userID: new TextEncoder().encode(`pointwise-admin-${admin.id}`),
    challenge: newChallenge("register", admin.id),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.credentialId!, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

function parseResponse<T>(text: string): T | undefined {
  if (text.length === 0 || text.length > maxPasskeyResponseLength) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as T) : undefined;
  } catch {
    return undefined;
  }
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
  const response = parseResponse<RegistrationResponseJSON>(responseText);
  if (!response) return { ok: false };
  const [row] = await db().select({ n: count() }).from(adminFactors).where(eq(adminFactors.adminId, admin.id));
  if ((row?.n ?? 0) >= maxFactorsPerAdmin) return { ok: false, reason: "This account has as many factors as it can keep." };
  const { rpID, origin } = relyingParty(siteUrl);
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => challengeIsGood("register", admin.id, challenge),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!verification.verified) return { ok: false };
    const { credential } = verification.registrationInfo;
    const now = new Date();
    const inserted = await db()
      .insert(adminFactors)
      .values({
        adminId: admin.id,
        kind: "passkey",
        name,
        createdAt: now,
        verifiedAt: now,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        signCount: credential.counter,
        transports: credential.transports ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: adminFactors.id });
    if (inserted.length === 0) return { ok: false, reason: "That passkey is already registered." };
    return { ok: true, recoveryCodes: await recoveryCodesForFirstFactor(admin.id) };
  } catch {
    return { ok: false };
  }
}

/** What the second-step page's passkey button hands to the browser; undefined without a passkey. */
export async function authenticationOptions(adminId: number, siteUrl: string): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const rows = (await passkeysOf(adminId)).filter((row) => row.verifiedAt);
  if (rows.length === 0) return undefined;
  return generateAuthenticationOptions({
    rpID: relyingParty(siteUrl).rpID,
    allowCredentials: rows.map((row) => ({ id: row.credentialId!, transports: transportsOf(row) })),
    challenge: newChallenge("authenticate", adminId),
    userVerification: "preferred",
  });
}

/** Checks the browser's answer at the second step against this admin's own passkeys. */
export async function checkPasskey(
  adminId: number,
  responseText: string,
  siteUrl: string,
): Promise<{ ok: true; name: string } | { ok: false }> {
  const response = parseResponse<AuthenticationResponseJSON>(responseText);
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
  if (!row?.publicKey) return { ok: false };
  const { rpID, origin } = relyingParty(siteUrl);
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => challengeIsGood("authenticate", adminId, challenge),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: row.credentialId!,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")),
        counter: row.signCount ?? 0,
        transports: transportsOf(row),
      },
      requireUserVerification: false,
    });
    if (!verification.verified) return { ok: false };
    await db()
      .update(adminFactors)
      .set({ signCount: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(adminFactors.id, row.id));
    return { ok: true, name: row.name };
  } catch {
    return { ok: false };
  }
}
