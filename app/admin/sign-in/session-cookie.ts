import { defineCookie, type CookieDefinition } from "~/lib/cookies";

/** The admin session cookie holds only a random id; everything else stays on the server. */
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
export const sessionIdleMs = 30 * 60 * 1000;

const options = { path: "/", sameSite: "Lax", maxAgeSeconds: sessionAbsoluteMs / 1000 } as const;
const hostOnlyCookie = defineCookie("__Host-pw_session", options);
const plainCookie = defineCookie("pw_session", options);

/**
 * Wherever cookies are Secure (always in production, and in development served over HTTPS: the
 * request context's `secure`), the session cookie is `__Host-` prefixed: a browser then takes it
 * only from this host, over HTTPS, with Path=/ and no Domain, so neither a sibling subdomain nor a
 * plain-HTTP answer can plant or overwrite an admin session. Browsers refuse the prefix without
 * Secure, so development over plain http keeps the bare name (decision 038).
 */
export function sessionCookie(secure: boolean): CookieDefinition {
  return secure ? hostOnlyCookie : plainCookie;
}

export function serializeSessionCookie(token: string, secure: boolean): string {
  return sessionCookie(secure).serialize(token, secure);
}

export function clearSessionCookie(secure: boolean): string {
  return sessionCookie(secure).clear(secure);
}

/** The session id under the name this request's cookies are written with; the other name is ignored. */
export function readSessionToken(cookieHeader: string | null, secure: boolean): string | undefined {
  const value = sessionCookie(secure).read(cookieHeader);
  return value && /^[\w-]{22,64}$/.test(value) ? value : undefined;
}
