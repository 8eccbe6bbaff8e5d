import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "./signing.server";

/**
 * Secrets the site must read back (an authenticator's TOTP key) are stored sealed with
 * AES-256-GCM under a key derived from the app secret for `purpose`: a database dump alone does
 * not reveal them unless the app secret is in it too (decision 043). Format: `v1.iv.tag.data`.
 */
export function seal(purpose: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(purpose), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The plaintext of a value `seal` wrote for this purpose, or undefined (another key, tampered). */
export function unseal(purpose: string, sealed: string): string | undefined {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
