import { data, type RouterContextProvider } from "react-router";
import { accountIntents } from "~/admin/accounts/account-intents";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { adminContext } from "~/admin/sign-in/guard.server";
import { passwordChangeAction } from "~/admin/accounts/password-change.server";
import { PasswordChangeSection } from "~/admin/accounts/password-change-section";
import { passwordChangeIntent } from "~/admin/accounts/password-forms";
import { readSessionToken } from "~/admin/sign-in/session-cookie";
import { SessionList } from "~/ui/session-list";
import { factorAction } from "~/admin/factors/factor-actions.server";
import { isFactorIntent } from "~/admin/factors/factor-intents";
import { factorsOverview } from "~/admin/factors/factors.server";
import { FactorsSection } from "~/admin/factors/factors-section";
import { registrationOptions } from "~/admin/factors/passkeys.server";
import { activeSessions, isRecentlyAuthenticated, revokeOtherSessions, revokeSession } from "~/admin/sign-in/sessions.server";
import { describeUserAgent } from "~/lib/user-agent";
import { pageMeta } from "~/layout/meta";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { routePolicy } from "~/lib/route-policy";
import type { Route } from "./+types/account";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your account", "Your admin account and the browsers signed in to it."),
  { name: "robots", content: "noindex" },
];

/** The admin guard has already checked this cookie's session. */
function sessionToken(request: Request, context: Readonly<RouterContextProvider>): string {
  return readSessionToken(request.headers.get("Cookie"), context.get(requestInfoContext).secure) ?? "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const factors = await factorsOverview(admin, new URL(request.url).searchParams.get("enrol"));
  const passkeyOptions = await registrationOptions(admin, context.get(requestInfoContext).siteUrl);
  const token = sessionToken(request, context);
  const recentlyAuthenticated = await isRecentlyAuthenticated(token);
  return {
    email: admin.email,
    sessions: await activeSessions(admin.id, token),
    factors: { ...factors, recentlyAuthenticated },
    passkeyOptions,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await request.formData();
  const current = sessionToken(request, context);
  if (isFactorIntent(form.get("intent"))) return factorAction(form, context, context.get(requestInfoContext).siteUrl, current);

  if (form.get("intent") === passwordChangeIntent) return passwordChangeAction(form, context, current);
  if (form.get("intent") === accountIntents.revoke) {
    const ended = await revokeSession(admin.id, String(form.get("session") ?? ""), current);
    if (!ended) {
      return redirectWithNotice(context, "/admin/account", destructiveNotice("Not signed out", "That session had already ended."));
    }
    const device = describeUserAgent(ended.userAgent);
    await auditAdminAction(context, "session-revoked", `Signed out a session on ${device}`, {
      device,
      createdAt: ended.createdAt.toISOString(),
    });
    return redirectWithNotice(context, "/admin/account", successNotice("Signed out", `The session on ${device} has ended.`));
  }
  if (form.get("intent") === accountIntents.revokeOthers) {
    const count = await revokeOtherSessions(admin.id, current);
    const sessions = count === 1 ? "1 other session" : `${count} other sessions`;
    await auditAdminAction(context, "session-revoked", `Signed out ${sessions}`, { count });
    return redirectWithNotice(context, "/admin/account", successNotice("Signed out", `${sessions} ended.`));
  }
  throw data("Unknown action", { status: 400 });
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Your account</h1>
      <p className="mt-2 text-slate-700">
        Signed in as <span className="font-medium text-slate-900">{loaderData.email}</span>.
      </p>
      <PasswordChangeSection errors={actionData && "passwordChange" in actionData ? actionData.passwordChange : undefined} />
      <SessionList sessions={loaderData.sessions} intents={accountIntents} />
      <FactorsSection
        {...loaderData.factors}
        passkeyOptions={loaderData.passkeyOptions}
        actionData={actionData && !("passwordChange" in actionData) ? actionData : undefined}
      />
    </div>
  );
}
