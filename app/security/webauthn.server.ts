import { randomBytes } from "node:crypto";
import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { hit } from "./rate-limit.server";
import { signToken, verifyToken } from "./signing.server";

/*
 * What every passkey ceremony on the site shares, the admin's second factor and a visitor's
 * sign-in alike (decision 072): the relying party, the challenge, reading a browser's answer and
 * checking it. Each caller says what its passkeys must be (user verification, discoverable).
 *
 * A challenge is stateless: a token signed for one purpose and one subject (an admin, an account,
 * a browser) that expires in five minutes. It is used up the first time an answer carrying it is
 * checked (a rate-limit counter keyed by its random part, shared by every instance), so an answer
 * cannot be sent twice.
 */

export const challengeSeconds = 5 * 60;
const rpName = "Pointwise";
/** A browser's response is a few kilobytes; anything much larger is not one. */
export const maxPasskeyResponseLength = 16_384;

/**
 * What a challenge is bound to. `purpose` names the ceremony and the kind of account, so a
 * challenge made for one never passes for another; `subject` is who or what it was made for.
 */
export interface ChallengeScope {
  purpose: string;
  subject: string;
}

export function newChallenge(scope: ChallengeScope, now = new Date()): string {
  return signToken(
    scope.purpose,
    `${scope.subject}.${randomBytes(16).toString("base64url")}`,
    new Date(now.getTime() + challengeSeconds * 1000),
  );
}

/** Whether the challenge a browser signed was made for `scope`, unexpired and never checked before. */
export async function challengeIsGood(scope: ChallengeScope, encoded: string): Promise<boolean> {
  const payload = verifyToken(scope.purpose, Buffer.from(encoded, "base64url").toString("utf8"));
  // The random part is base64url (never a dot), so the last dot ends the subject.
  const cut = payload?.lastIndexOf(".") ?? -1;
  if (!payload || cut < 0 || payload.slice(0, cut) !== scope.subject) return false;
  const uses = await hit(`webauthn:${payload.slice(cut + 1)}`, challengeSeconds * 1000);
  return uses.count === 1;
}

/** The site's own address (SITE_URL): its host name is the RP id and its origin the only one accepted. */
export function relyingParty(siteUrl: string): { rpID: string; origin: string } {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** A browser's answer posted as JSON text, or undefined when it is empty, too long or not an object. */
export function parsePasskeyResponse<T>(text: string): T | undefined {
  if (text.length === 0 || text.length > maxPasskeyResponseLength) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** The posted `response` field, cut just past the longest answer so a huge post is refused as too long. */
export function postedPasskeyResponse(form: FormData): string {
  return String(form.get("response") ?? "").slice(0, maxPasskeyResponseLength + 1);
}

export function transportsOf(row: { transports: string[] | null }): AuthenticatorTransportFuture[] | undefined {
  return (row.transports ?? undefined) as AuthenticatorTransportFuture[] | undefined;
}

/** A stored passkey's row, as the check of an answer needs it: the public key is kept as base64url text. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  signCount: number | null;
  transports: string[] | null;
}

export interface RegistrationRequest {
  siteUrl: string;
  /** What the browser shows in its passkey picker (an email address). */
  userName: string;
  /** The account's handle on the authenticator, which keeps one passkey per handle and site. */
  userHandle: string;
  scope: ChallengeScope;
  /** The account's passkeys, which the browser then does not make again on the same device. */
  existing: Pick<StoredPasskey, "credentialId" | "transports">[];
  /** Required for a passkey that signs in alone; preferred for a second factor. */
  strictness: "required" | "preferred";
}

/** The options an "Add a passkey" button hands to the browser. */
export function registrationOptionsFor(request: RegistrationRequest): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName,
    rpID: relyingParty(request.siteUrl).rpID,
    userName: request.userName,
    userID: new TextEncoder().encode(request.userHandle),
    challenge: newChallenge(request.scope),
    attestationType: "none",
    excludeCredentials: request.existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: request.strictness, userVerification: request.strictness },
  });
}

/** What an answer must match: this challenge (spent by the check), this site's origin and RP id. */
function expectations(scope: ChallengeScope, siteUrl: string, requireUserVerification: boolean) {
  const { rpID, origin } = relyingParty(siteUrl);
  return {
    expectedChallenge: (challenge: string) => challengeIsGood(scope, challenge),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification,
  };
}

/**
 * The columns a new passkey's row keeps, when the browser's registration answer holds for this
 * site and the challenge of `scope`; undefined for any refusal.
 */
export async function verifiedRegistration(
  response: RegistrationResponseJSON,
  scope: ChallengeScope,
  siteUrl: string,
  requireUserVerification: boolean,
): Promise<(StoredPasskey & { signCount: number }) | undefined> {
  try {
    const verification = await verifyRegistrationResponse({ response, ...expectations(scope, siteUrl, requireUserVerification) });
    if (!verification.verified) return undefined;
    const { credential } = verification.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      signCount: credential.counter,
      transports: credential.transports ?? null,
    };
  } catch {
    return undefined;
  }
}

/**
 * The passkey's new signature counter, when the browser's sign-in answer is signed by `stored`
 * for this site and the challenge of `scope`; undefined for any refusal.
 */
export async function verifiedAuthentication(
  response: AuthenticationResponseJSON,
  stored: StoredPasskey,
  scope: ChallengeScope,
  siteUrl: string,
  requireUserVerification: boolean,
): Promise<number | undefined> {
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      ...expectations(scope, siteUrl, requireUserVerification),
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
        counter: stored.signCount ?? 0,
        transports: transportsOf(stored),
      },
    });
    return verification.verified ? verification.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
