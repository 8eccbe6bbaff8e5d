import { randomBytes } from "node:crypto";
import {
  generateAuthenticationOptions,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { visitorAccounts, visitorPasskeys } from "~/db/schema";
import { hit } from "~/security/rate-limit.server";
import { defineSignedCookie } from "~/security/signed-cookie.server";
import {
  challengeSeconds,
  newChallenge,
  parsePasskeyResponse,
  relyingParty,
  verifiedAuthentication,
  type ChallengeScope,
} from "~/security/webauthn.server";
import { signInPath } from "./paths";
import { createVisitorSession } from "./sessions.server";

/*
 * Signing in with a passkey alone (decision 072). The sign-in page names no account, so its
 * challenge is bound to this browser instead: a random nonce in a signed cookie (path
 * /account/sign-in, five minutes, like the challenge). An answer made for one browser's challenge
 * is refused in another, and each challenge works once.
 */
const browserCookie = defineSignedCookie("pw_passkey_sign_in", "visitor-passkey-sign-in", {
  path: signInPath,
  sameSite: "Lax",
  maxAgeSeconds: challengeSeconds,
});

const signInScope = (browser: string): ChallengeScope => ({ purpose: "visitor-passkey-sign-in", subject: browser });

const hourMs = 60 * 60 * 1000;
/** Passkey answers posted from one client per hour, as many as typed codes (sign-in.server.ts). */
export const passkeyTriesPerClientPerHour = 30;

/**
 * The sign-in page's passkey options, and the cookie that binds their challenge to this browser.
 * A browser that already has a live nonce keeps it, so two open sign-in tabs both work.
 */
export async function passkeySignInOptions(
  cookieHeader: string | null,
  secure: boolean,
  siteUrl: string,
  now = new Date(),
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; setCookie: string }> {
  const browser = browserCookie.read(cookieHeader, now) ?? randomBytes(16).toString("base64url");
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(siteUrl).rpID,
    // Empty: the browser offers every passkey it holds for this site, and the answer names its account.
    allowCredentials: [],
    userVerification: "required",
    challenge: newChallenge(signInScope(browser), now),
  });
  return { options, setCookie: browserCookie.serialize(browser, secure, now) };
}

export type PasskeySignIn = { ok: true; token: string; clearBrowser: string } | { ok: false; status: number; rateLimited?: boolean };

export interface PasskeySignInAttempt {
  responseText: string;
  cookieHeader: string | null;
  client: string;
  secure: boolean;
  userAgent: string | null;
  siteUrl: string;
  now?: Date;
}

/**
 * Checks a passkey answer and, when it holds, signs its account in the way an emailed code does.
 * Every refusal is the same, so the answer never says whether a passkey is known.
 */
export async function signInWithPasskey(attempt: PasskeySignInAttempt): Promise<PasskeySignIn> {
  const now = attempt.now ?? new Date();
  const tries = await hit(`form:passkey-sign-in:${attempt.client.toLowerCase()}`, hourMs, now);
  if (tries.count > passkeyTriesPerClientPerHour) return { ok: false, status: 429, rateLimited: true };
  const refused = { ok: false, status: 400 } as const;

  const browser = browserCookie.read(attempt.cookieHeader, now);
  const response = parsePasskeyResponse<AuthenticationResponseJSON>(attempt.responseText);
  if (!browser || !response || typeof response.id !== "string") return refused;
  const [row] = await db().select().from(visitorPasskeys).where(eq(visitorPasskeys.credentialId, response.id));
  if (!row) return refused;
  const newCounter = await verifiedAuthentication(response, row, signInScope(browser), attempt.siteUrl, true);
  if (newCounter === undefined) return refused;
  await db().update(visitorPasskeys).set({ signCount: newCounter, lastUsedAt: now }).where(eq(visitorPasskeys.id, row.id));
  // As a right code does: the account is in use again, so a retention warning is withdrawn.
  await db().update(visitorAccounts).set({ lastSeenAt: now, retentionWarnedAt: null }).where(eq(visitorAccounts.id, row.accountId));
  const token = await createVisitorSession(row.accountId, now, attempt.userAgent);
  return { ok: true, token, clearBrowser: browserCookie.clear(attempt.secure) };
}
