import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/request-context";
import { signToken, verifyToken } from "~/security/signing.server";
import { parseNotice, type Notice } from "./notice";

/**
 * A notice survives one redirect in a short-lived signed cookie (post/redirect/get), so it shows
 * on the next page with or without JavaScript, and is cleared once shown.
 */
export const flashCookieName = "pw_flash";
const flashPurpose = "flash";
const flashMaxAgeSeconds = 60;

// null, not undefined: React Router treats an undefined default as "no default".
export const noticeContext = createContext<Notice | null>(null);

export function flashCookie(notice: Notice, secure: boolean, now = new Date()): string {
  const token = signToken(flashPurpose, JSON.stringify(notice), new Date(now.getTime() + flashMaxAgeSeconds * 1000));
  return cookie(`${flashCookieName}=${token}`, `Max-Age=${flashMaxAgeSeconds}`, secure);
}

export function clearFlashCookie(secure: boolean): string {
  return cookie(`${flashCookieName}=`, "Max-Age=0", secure);
}

function cookie(pair: string, maxAge: string, secure: boolean): string {
  return [pair, "Path=/", "HttpOnly", "SameSite=Lax", maxAge, ...(secure ? ["Secure"] : [])].join("; ");
}

export function readFlashNotice(cookieHeader: string | null, now = new Date()): Notice | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== flashCookieName) continue;
    const payload = verifyToken(flashPurpose, rest.join("="), now);
    if (!payload) return undefined;
    try {
      return parseNotice(JSON.parse(payload));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function hasFlashCookie(cookieHeader: string | null): boolean {
  return !!cookieHeader && cookieHeader.split(";").some((part) => part.trim().startsWith(`${flashCookieName}=`));
}

/** A redirect (303, so the browser follows with GET) that shows `notice` on the page it lands on. */
export function redirectWithNotice(context: Readonly<RouterContextProvider>, to: string, notice: Notice, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", flashCookie(notice, context.get(requestInfoContext).secure));
  return redirect(to, { status: 303, ...init, headers });
}

/**
 * Root middleware: reads a pending notice into the request context for the root loader, and
 * clears the cookie on the response that shows it (unless that response sets a new one).
 */
export const flashMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookieHeader = request.headers.get("Cookie");
  if (!hasFlashCookie(cookieHeader)) return next();
  context.set(noticeContext, readFlashNotice(cookieHeader) ?? null);
  const response = await next();
  const setsFlash = response.headers.getSetCookie().some((value) => value.startsWith(`${flashCookieName}=`));
  if (!setsFlash) {
    response.headers.append("Set-Cookie", clearFlashCookie(context.get(requestInfoContext).secure));
  }
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};
