/**
 * The site's one cookie codec: every Cookie header is read here and every Set-Cookie value is
 * written here (decision 038). Values are kept byte for byte as the site has always written them
 * (`a1f0m1.2026-…Z`, signed tokens), so cookies set before this module still read the same.
 */

/** The attributes a cookie is written with. Domain is never set: every cookie stays on this host. */
export interface CookieOptions {
  path: string;
  sameSite: "Strict" | "Lax";
  /** Seconds the browser keeps it. */
  maxAgeSeconds: number;
  /** False only for a cookie the browser's own script must read; none does today. */
  httpOnly?: boolean;
}

export interface CookieDefinition {
  readonly name: string;
  /** The cookie's value in a Cookie request header, if it is there. */
  read(cookieHeader: string | null | undefined): string | undefined;
  serialize(value: string, secure: boolean): string;
  /** A Set-Cookie value that makes the browser drop the cookie. */
  clear(secure: boolean): string;
}

// RFC 6265 section 4.1.1: a token for the name, cookie-octets for the value.
const namePattern = /^[!#$%&'*+\-.^`|~\w]+$/;
const plainValuePattern = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

/**
 * More than a browser sends for one site (Chrome keeps at most 180 cookies per domain). Pairs after
 * it are not read, so a header stuffed with thousands of tiny cookies costs no more than this many.
 */
const maxPairs = 200;

let lastHeader: string | undefined;
let lastCookies: ReadonlyMap<string, string> = new Map();

/**
 * Every cookie in a Cookie header, by name. The first of two cookies with one name wins (browsers
 * send the more specific one first); a pair without `=` is skipped; quotes around a value are
 * dropped and `%XX` decoded, keeping the raw text when it is not valid percent-encoding. One pass
 * over at most `maxPairs` pairs of a header Node caps at 16 KB by default. The last header's
 * result is kept: one request asks for several cookies from the same header.
 */
export function parseCookies(cookieHeader: string | null | undefined): ReadonlyMap<string, string> {
  if (!cookieHeader) return new Map();
  if (cookieHeader === lastHeader) return lastCookies;
  const cookies = new Map<string, string>();
  for (let start = 0, pairs = 0; start < cookieHeader.length && pairs < maxPairs; pairs += 1) {
    const semicolon = cookieHeader.indexOf(";", start);
    const end = semicolon === -1 ? cookieHeader.length : semicolon;
    const equals = cookieHeader.indexOf("=", start);
    if (equals !== -1 && equals < end) {
      const name = cookieHeader.slice(start, equals).trim();
      if (name !== "" && !cookies.has(name)) cookies.set(name, decodeValue(cookieHeader.slice(equals + 1, end).trim()));
    }
    start = end + 1;
  }
  lastHeader = cookieHeader;
  lastCookies = cookies;
  return cookies;
}

function decodeValue(raw: string): string {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return parseCookies(cookieHeader).get(name);
}

/**
 * A Set-Cookie value. A value of cookie-octets is written as it is (every value the site writes),
 * anything else percent-encoded. The `__Host-` and `__Secure-` prefixes are checked here, since a
 * browser silently drops such a cookie written without what its prefix promises.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions, secure: boolean): string {
  if (!namePattern.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  if ((name.startsWith("__Host-") || name.startsWith("__Secure-")) && !secure) throw new TypeError(`${name} must be Secure`);
  if (name.startsWith("__Host-") && options.path !== "/") throw new TypeError(`${name} must have Path=/`);
  const attributes = [
    `${name}=${plainValuePattern.test(value) ? value : encodeURIComponent(value)}`,
    `Path=${options.path}`,
    ...(options.httpOnly === false ? [] : ["HttpOnly"]),
    `SameSite=${options.sameSite}`,
    `Max-Age=${Math.floor(options.maxAgeSeconds)}`,
    ...(secure ? ["Secure"] : []),
  ];
  return attributes.join("; ");
}

/** One cookie's name and attributes, declared once and used for reading, writing and clearing it. */
export function defineCookie(name: string, options: CookieOptions): CookieDefinition {
  return {
    name,
    read: (cookieHeader) => readCookie(cookieHeader, name),
    serialize: (value, secure) => serializeCookie(name, value, options, secure),
    clear: (secure) => serializeCookie(name, "", { ...options, maxAgeSeconds: 0 }, secure),
  };
}
