import { redirect } from "react-router";
import { clearVisitorSessionCookie, currentVisitor } from "~/account/account.server";
import { accountPath } from "~/account/paths";
import { endVisitorSession } from "~/account/sessions.server";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/account-sign-out";

export const handle = routePolicy({ public: true });

/** Signing out changes state, so it is a POST; a plain visit goes to the account page. */
export function loader() {
  return redirect(accountPath);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { secure } = context.get(requestInfoContext);
  const visitor = await currentVisitor(request, secure);
  if (visitor) await endVisitorSession(visitor.token);
  return redirectWithNotice(context, "/", successNotice("Signed out", "You are signed out in this browser."), {
    headers: { "Set-Cookie": clearVisitorSessionCookie(secure) },
  });
}
