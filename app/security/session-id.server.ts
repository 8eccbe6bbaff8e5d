import { createHash, randomBytes } from "node:crypto";

/*
 * What every signed-in session (the admin's, a visitor's) stores of itself: the cookie carries a
 * random 128-bit id, the table only its SHA-256, so a leaked table cannot be replayed as cookies.
 */

/** A fresh session id for the cookie, and the hash the table keeps. */
export function newSessionId(): { token: string; idHash: string } {
  const token = randomBytes(16).toString("base64url");
  return { token, idHash: sessionIdHash(token) };
}

export function sessionIdHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Enough of a User-Agent to name the browser in a session list; the rest is not worth storing. */
export function storedUserAgent(userAgent: string | null | undefined): string | null {
  return userAgent?.slice(0, 256) ?? null;
}
