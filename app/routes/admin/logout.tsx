import { redirect } from "react-router";
import { clearSessionCookie, readSessionToken } from "~/admin/sign-in/session-cookie";
import { signOut } from "~/admin/sign-in/sign-out.server";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/logout";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true });

/** Logging out changes state, so it is a POST; a plain visit just goes back to the admin. */
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ip, secure } = context.get(requestInfoContext);
  await signOut(readSessionToken(request.headers.get("Cookie"), secure), ip);
  return redirect("/admin/login?loggedOut=1", { headers: { "Set-Cookie": clearSessionCookie(secure) } });
}
