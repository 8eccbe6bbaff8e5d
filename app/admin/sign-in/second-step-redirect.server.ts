import { redirect } from "react-router";
import { safeRedirect } from "./login-form";
import { serializeDeviceCookies } from "./device-cookie.server";
import { beginSecondStep, clearSecondStepCookie } from "./second-step-cookie.server";
import { readSessionToken, serializeSessionCookie } from "./session-cookie";
import { deleteSession } from "./sessions.server";

/**
 * The password was right and a second step is due: no session yet, only the short-lived pending
 * cookie, and on to the code page (or to enrolment when the owner requires a factor this admin
 * lacks). A session the browser held before is ended here too, as a full sign-in would.
 */
export async function toSecondStep(request: Request, pending: { adminId: number; enrol: boolean }, secure: boolean): Promise<Response> {
  const previous = readSessionToken(request.headers.get("Cookie"), secure);
  if (previous) await deleteSession(previous);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const page = pending.enrol ? "/admin/login/enrol" : "/admin/login/verify";
  const headers = new Headers();
  headers.append("Set-Cookie", await beginSecondStep(pending.adminId, pending.enrol ? "enrol" : "verify", secure));
  return redirect(`${page}?redirectTo=${encodeURIComponent(redirectTo)}`, { status: 303, headers });
}

/** The cookies of a finished sign-in: the session, this browser's device id, and the pending step gone. */
export function signedInHeaders(session: { token: string; deviceToken: string }, secure: boolean): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", serializeSessionCookie(session.token, secure));
  for (const cookie of serializeDeviceCookies(session.deviceToken, secure)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", clearSecondStepCookie(secure));
  return headers;
}

/** Back to the password step, the pending state cleared (expired, forged or finished). */
export function backToLogin(secure: boolean): Response {
  return redirect("/admin/login", { headers: { "Set-Cookie": clearSecondStepCookie(secure) } });
}
