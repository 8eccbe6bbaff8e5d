import { defineCookie, type CookieOptions } from "~/lib/cookies";
import { signToken, verifyToken } from "./signing.server";

export interface SignedCookie {
  readonly name: string;
  /** The payload of a cookie this site signed for this purpose and that has not expired. */
  read(cookieHeader: string | null | undefined, now?: Date): string | undefined;
  /** Whether the request carries the cookie at all, valid or not (it must be cleared either way). */
  isPresent(cookieHeader: string | null | undefined): boolean;
  serialize(payload: string, secure: boolean, now?: Date): string;
  clear(secure: boolean): string;
}

/**
 * A cookie whose value is a token signed for `purpose` (see signing.server.ts) that stops
 * verifying when the cookie's Max-Age runs out, so a copy kept past it is refused too.
 */
export function defineSignedCookie(name: string, purpose: string, options: CookieOptions): SignedCookie {
  const cookie = defineCookie(name, options);
  return {
    name,
    read: (cookieHeader, now = new Date()) => verifyToken(purpose, cookie.read(cookieHeader), now),
    isPresent: (cookieHeader) => cookie.read(cookieHeader) !== undefined,
    serialize: (payload, secure, now = new Date()) =>
      cookie.serialize(signToken(purpose, payload, new Date(now.getTime() + options.maxAgeSeconds * 1000)), secure),
    clear: cookie.clear,
  };
}
