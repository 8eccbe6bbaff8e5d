import { data, Form, Link } from "react-router";
import { noticeEveryAdmin } from "~/admin/accounts/account-notices.server";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { adminContext } from "~/admin/sign-in/guard.server";
import { adminCount, findAdmin, removeAdmin } from "~/admin/accounts/invitations.server";
import { requireRecentSignIn } from "~/admin/sign-in/recent-sign-in.server";
import { requestInfoContext } from "~/request-context";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/admins-remove";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Remove admin", "Confirm removing an admin account."),
  { name: "robots", content: "noindex" },
];

async function requireAdminAccount(id: string) {
  const admin = /^\d{1,9}$/.test(id) ? await findAdmin(Number(id)) : undefined;
  if (!admin) throw data(null, { status: 404 });
  return admin;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = await requireAdminAccount(params.id);
  return { email: admin.email, self: admin.id === context.get(adminContext).id, last: (await adminCount()) <= 1 };
}

/** The confirmation is this page's POST, so removing works without JavaScript and never from a link alone. */
export async function action({ params, context }: Route.ActionArgs) {
  const admin = await requireAdminAccount(params.id);
  await requireRecentSignIn(context, `/admin/admins/${admin.id}/remove`);
  const result = await removeAdmin(admin.id);
  if (!result.ok) {
    const why =
      result.reason === "last" ? "The last admin cannot be removed: invite another one first." : "That admin was already removed.";
    return redirectWithNotice(context, "/admin/admins", destructiveNotice("Not removed", why));
  }
  const sessions = result.sessionsEnded === 1 ? "1 session" : `${result.sessionsEnded} sessions`;
  await auditAdminAction(context, "admin-removed", `Removed admin ${result.email}; ${sessions} ended`, {
    email: result.email,
    sessionsEnded: result.sessionsEnded,
  });
  const me = context.get(adminContext);
  await noticeEveryAdmin(`${me.email} removed the admin ${result.email}.`, context.get(requestInfoContext).ip, [result.email]);
  // Removing yourself ends your own session too: the next page is the login.
  const self = admin.id === me.id;
  return redirectWithNotice(
    context,
    self ? "/admin/login" : "/admin/admins",
    successNotice("Admin removed", `${result.email} can no longer sign in.`),
  );
}

export default function RemoveAdmin({ loaderData }: Route.ComponentProps) {
  if (loaderData.last) {
    return (
      <div className="max-w-2xl py-8">
        <h1 className="text-2xl font-bold text-brand-900 break-all">{`${loaderData.email} is the only admin`}</h1>
        <p className="mt-3 text-slate-700">The last admin cannot be removed. Invite another admin first.</p>
        <Link to="/admin/admins" className={`${buttonClass("secondary")} mt-6`}>
          Back to the admins
        </Link>
      </div>
    );
  }
  return (
    <div className="max-w-2xl py-8">
      <h1 className="text-2xl font-bold text-brand-900 break-all">{`Remove ${loaderData.email}?`}</h1>
      <p className="mt-3 text-slate-700">
        {loaderData.self
          ? "This is your own account: you will be signed out everywhere and can no longer sign in."
          : "They are signed out everywhere at once and can no longer sign in. You can invite them again later."}
      </p>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
          Remove admin
        </button>
        <Link to="/admin/admins" className={buttonClass("secondary")}>
          Cancel
        </Link>
      </Form>
    </div>
  );
}
