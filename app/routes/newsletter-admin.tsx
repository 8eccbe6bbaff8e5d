import { data } from "react-router";
import { readDeviceToken, serializeDeviceCookies } from "~/admin/sign-in/device-cookie.server";
import { currentAdmin } from "~/admin/sign-in/guard.server";
import { attemptLogin } from "~/admin/sign-in/login.server";
import { loginMessages, retryMessage } from "~/admin/sign-in/login-form";
import { clearSessionCookie, readSessionToken, serializeSessionCookie } from "~/admin/sign-in/session-cookie";
import { deleteSession } from "~/admin/sign-in/sessions.server";
import { requireRecentSignIn } from "~/admin/sign-in/recent-sign-in.server";
import { toSecondStep } from "~/admin/sign-in/second-step-redirect.server";
import { signOut } from "~/admin/sign-in/sign-out.server";
import { recordAudit } from "~/admin/audit/audit.server";
import { newsletterFlashForm } from "~/newsletter/form-state.server";
import { newsletterMessages } from "~/newsletter/messages";
import { adminIntents, sectionParams } from "~/newsletter/section-view";
import { clearSubscribers } from "~/newsletter/subscribers.server";
import { redirectWithFlash, redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/newsletter-admin";
import { routePolicy } from "~/lib/route-policy";

// Its login is open to anyone; its other actions check for a signed-in admin.
export const handle = routePolicy({ public: true });

const section = "/#newsletter";

/**
 * The newsletter section's admin actions. Login goes through the real admin login (same
 * accounts, same rate limits); the others need a signed-in admin, checked here on the server.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const { ip, secure } = context.get(requestInfoContext);

  if (intent === adminIntents.login) {
    const email = String(form.get("email") ?? "").slice(0, 254);
    const password = String(form.get("password") ?? "").slice(0, 1024);
    const cookies = request.headers.get("Cookie");
    const result = await attemptLogin({
      email,
      password,
      ip,
      deviceToken: readDeviceToken(cookies),
      userAgent: request.headers.get("User-Agent"),
    });
    // The right password on an account with a second factor: the same second step as /admin/login.
    if (!result.ok && result.reason === "second-step") return toSecondStep(request, result, secure);
    if (!result.ok) {
      const message = result.reason === "limited" ? retryMessage(result.retryAfterSeconds) : loginMessages.denied;
      return redirectWithFlash(context, `/?${sectionParams.adminOpen}=1#newsletter`, {
        notice: destructiveNotice(loginMessages.deniedTitle, message),
        form: newsletterFlashForm({ adminEmail: email }),
      });
    }
    // A session id the browser held before login is never reused (fixation).
    const previous = readSessionToken(cookies, secure);
    if (previous) await deleteSession(previous);
    const granted = successNotice(newsletterMessages.accessGrantedTitle, newsletterMessages.accessGranted);
    const headers = new Headers({ "Set-Cookie": serializeSessionCookie(result.token, secure) });
    for (const cookie of serializeDeviceCookies(result.deviceToken, secure)) headers.append("Set-Cookie", cookie);
    return redirectWithNotice(context, section, granted, { headers });
  }

  const admin = await currentAdmin(request, secure);
  if (!admin) throw data("Sign in as an admin first.", { status: 403 });

  if (intent === adminIntents.logout) {
    await signOut(readSessionToken(request.headers.get("Cookie"), secure), ip);
    return redirectWithNotice(context, section, successNotice(loginMessages.loggedOutTitle, loginMessages.loggedOut), {
      headers: { "Set-Cookie": clearSessionCookie(secure) },
    });
  }
  if (intent === adminIntents.clear) {
    await requireRecentSignIn(context, "/", readSessionToken(request.headers.get("Cookie"), secure));
    await clearSubscribers();
    await recordAudit({ kind: "subscriber-erased", summary: "Cleared the whole subscriber list", admin, ip });
    return redirectWithNotice(context, section, successNotice(newsletterMessages.clearedTitle, newsletterMessages.cleared));
  }
  throw data("Unknown action.", { status: 400 });
}
