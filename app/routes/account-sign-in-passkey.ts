import { redirect } from "react-router";
import { visitorSessionCookie } from "~/account/account.server";
import { passkeyMessages } from "~/account/passkey-forms";
import { signInWithPasskey } from "~/account/passkey-sign-in.server";
import { accountPath, signInPath } from "~/account/paths";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { formGuardMessages } from "~/security/form-guard";
import { postedPasskeyResponse } from "~/security/webauthn.server";
import type { Route } from "./+types/account-sign-in-passkey";

export const handle = routePolicy({ public: true });

/** The sign-in page's passkey button posts here; a plain visit goes to that page. */
export function loader() {
  return redirect(signInPath);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ip, secure, siteUrl } = context.get(requestInfoContext);
  const outcome = await signInWithPasskey({
    responseText: postedPasskeyResponse(await request.formData()),
    cookieHeader: request.headers.get("Cookie"),
    client: ip,
    secure,
    userAgent: request.headers.get("User-Agent"),
    siteUrl,
  });
  if (!outcome.ok) {
    // Back to the sign-in page, whose next visit brings a fresh challenge to try again with.
    const message = outcome.rateLimited ? formGuardMessages.rateLimited : passkeyMessages.signInRefused;
    return redirectWithNotice(context, signInPath, destructiveNotice("Not signed in", message, 10_000));
  }
  const headers = new Headers();
  headers.append("Set-Cookie", visitorSessionCookie(outcome.token, secure));
  headers.append("Set-Cookie", outcome.clearBrowser);
  return redirect(accountPath, { status: 303, headers });
}
