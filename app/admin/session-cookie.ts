/** The admin session cookie holds only a random id; everything else stays on the server. */
export const sessionCookieName = "pw_session";
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;
export const sessionIdleMs = 30 * 60 * 1000;

export function serializeSessionCookie(token: string, secure: boolean): string {
  const attributes = [
    `${sessionCookieName}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${sessionAbsoluteMs / 1000}`,
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function clearSessionCookie(secure: boolean): string {
  const attributes = [`${sessionCookieName}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function readSessionToken(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === sessionCookieName) {
      const value = rest.join("=");
      return /^[\w-]{22,64}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
