import { defineCookie, type CookieDefinition } from "~/lib/cookies";

/**
 * A visitor's session: a month without a visit ends it, and three months after signing in it
 * ends anyway (a visitor signs in with a fresh emailed code or a passkey then). Longer than the
 * admin's (12 hours, 30 minutes idle): it opens a wallet, not the site's controls (decision 071).
 */
export const visitorSessionAbsoluteMs = 90 * 24 * 60 * 60 * 1000;
export const visitorSessionIdleMs = 30 * 24 * 60 * 60 * 1000;

const options = { path: "/", sameSite: "Lax", maxAgeSeconds: visitorSessionAbsoluteMs / 1000 } as const;
const hostOnlyCookie = defineCookie("__Host-pw_visitor", options);
const plainCookie = defineCookie("pw_visitor", options);

/**
 * `__Host-` wherever cookies are Secure, as the admin's (decision 038). Its own name, never the
 * admin's: the admin guard reads only its own cookie and table, so a visitor session can never
 * be an admin session.
 */
export function visitorCookie(secure: boolean): CookieDefinition {
  return secure ? hostOnlyCookie : plainCookie;
}

/** The session id under the name this request's cookies are written with. */
export function readVisitorToken(cookieHeader: string | null, secure: boolean): string | undefined {
  const value = visitorCookie(secure).read(cookieHeader);
  return value && /^[\w-]{22,64}$/.test(value) ? value : undefined;
}
