import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { requestInfoContext } from "~/request-context";
import { readSessionToken } from "./session-cookie";
import { findSessionAdmin, type AdminIdentity } from "./sessions.server";

export const adminContext = createContext<AdminIdentity>();
/** The signed-in session's id (from its cookie), for the checks that need this session's sign-in time. */
export const sessionTokenContext = createContext<string>("");

/** The page to come back to after logging in, without the data-request suffix. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/admin";
  return pathname.startsWith("/admin") ? pathname : "/admin";
}

/** `secure`: the request context's, which decides the session cookie's name (see session-cookie.ts). */
export async function currentAdmin(request: Request, secure: boolean): Promise<AdminIdentity | undefined> {
  const token = readSessionToken(request.headers.get("Cookie"), secure);
  return token ? findSessionAdmin(token) : undefined;
}

/**
 * The one admin guard: route middleware on the admin layout, so it runs on the server
 * before every /admin loader and action. Admin responses are never cached.
 */
export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = readSessionToken(request.headers.get("Cookie"), context.get(requestInfoContext).secure);
  const admin = token ? await findSessionAdmin(token) : undefined;
  if (!token || !admin) {
    const redirectTo = encodeURIComponent(returnPath(request));
    throw redirect(`/admin/login?redirectTo=${redirectTo}`);
  }
  context.set(adminContext, admin);
  context.set(sessionTokenContext, token);
  context.get(requestInfoContext).log.debug({ adminId: admin.id }, "admin request");
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};
