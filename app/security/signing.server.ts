import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { secretSettings } from "~/db/secret-settings";
import { getOrCreateSetting } from "~/db/settings.server";

/**
 * The key behind every signed value the site hands out (flash notices, form time stamps,
 * unsubscribe and booking links). `APP_SECRET` sets it; otherwise one is generated on first start
 * and kept in the database, so it survives restarts and every instance shares it. Until
 * `loadSigningSecret` runs (unit tests) a random per-process key is used.
 */
let secret: Buffer = randomBytes(32);

/** Logged once at a production start without APP_SECRET (decision 061, docs/deploy.md). */
export const missingAppSecretMessage =
  "APP_SECRET is not set: the site signs its cookies and links with a key it generated and keeps in the database, " +
  "so the database alone lets anyone forge them. Set APP_SECRET in the environment file to a random value " +
  "(`openssl rand -base64 48`), keep a copy off the server, and set BACKUP_KEY to encrypt backups. " +
  "Changing the key ends open sessions and links already sent.";

export async function loadSigningSecret(fromEnv: string | undefined): Promise<void> {
  const value = fromEnv ?? (await getOrCreateSetting(secretSettings.appSecret, () => randomBytes(32).toString("base64url")));
  secret = Buffer.from(value, "utf8");
}

function mac(purpose: string, body: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${body}`).digest("base64url");
}

/**
 * A digest of `text` for one purpose that nobody without the key can compute or check a guess
 * against: an identifier derived from what a visitor sent, without storing a plain hash of it.
 */
export function keyedDigest(purpose: string, text: string): string {
  // Its own namespace: a digest can never pass as the signature of a token for the same purpose.
  return mac(`digest:${purpose}`, text);
}

/**
 * A tamper-proof token carrying `payload` for one purpose (a token signed for "unsubscribe"
 * is useless as a "booking" token). With `expiresAt` it stops verifying after that time.
 */
export function signToken(purpose: string, payload: string, expiresAt?: Date): string {
  const expiry = expiresAt ? Math.floor(expiresAt.getTime() / 1000).toString(36) : "";
  const body = `${Buffer.from(payload, "utf8").toString("base64url")}.${expiry}`;
  return `${body}.${mac(purpose, body)}`;
}

/** The payload of a valid, unexpired token for `purpose`, or undefined. Never throws. */
export function verifyToken(purpose: string, token: string | null | undefined, now = new Date()): string | undefined {
  if (typeof token !== "string" || token.length > 4096) return undefined;
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [encoded, expiry, signature] = parts as [string, string, string];
  const expected = Buffer.from(mac(purpose, `${encoded}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (expiry !== "" && parseInt(expiry, 36) * 1000 <= now.getTime()) return undefined;
  return Buffer.from(encoded, "base64url").toString("utf8");
}

/**
 * A 32-byte key for one purpose, derived from the app secret with HKDF: encryption keys never
 * reuse the signing key itself, and one purpose's key says nothing about another's.
 */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `pointwise:${purpose}`, 32));
}
