import { data, Form, useNavigation } from "react-router";
import { noticeEveryAdmin } from "~/admin/accounts/account-notices.server";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { adminContext } from "~/admin/sign-in/guard.server";
import { inviteAdmin, listAdmins, openInvitations } from "~/admin/accounts/invitations.server";
import { adminsIntentAction } from "~/admin/accounts/admins-actions.server";
import { adminsIntents } from "~/admin/accounts/admins-intents";
import { AdminsTable } from "~/admin/accounts/admins-table";
import { emailSchema } from "~/admin/accounts/password-forms.server";
import { requireRecentSignIn } from "~/admin/sign-in/recent-sign-in.server";
import { requestInfoContext } from "~/request-context";
import { pageMeta } from "~/layout/meta";
import { formatDateTime } from "~/lib/format-date";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import type { Route } from "./+types/admins";

export const handle = routePolicy({ public: false });

const adminsPath = "/admin/admins";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Admins", "Who can sign in to the admin, and invitations."),
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const [admins, invitations] = await Promise.all([listAdmins(), openInvitations()]);
  return {
    currentId: context.get(adminContext).id,
    admins: admins.map((admin) => ({ ...admin, lastSignInAt: admin.lastSignInAt ? new Date(admin.lastSignInAt) : null })),
    invitations,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answered = await adminsIntentAction(form, context);
  if (answered) return answered;
  await requireRecentSignIn(context, adminsPath);
  const submission = parseSubmission(form, emailSchema);
  if (!submission.ok) return data({ email: submission.posted.email, error: submission.errors.email }, { status: 400 });
  const { email } = submission.value;
  const admin = context.get(adminContext);
  const outcome = await inviteAdmin(email, admin);
  if (outcome === "exists") {
    return data({ email: submission.posted.email, error: "There is already an admin with this address." }, { status: 400 });
  }
  await auditAdminAction(context, "invitation-sent", `Invited ${email} to be an admin`, { email });
  await noticeEveryAdmin(`${admin.email} invited ${email} to be an admin.`, context.get(requestInfoContext).ip);
  return redirectWithNotice(context, adminsPath, successNotice("Invitation sent", `${email} has 7 days to accept it.`));
}

export default function AdminAdmins({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, invitations, currentId } = loaderData;
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Admins</h1>
      <p className="mt-2 text-slate-700">Everyone listed here can sign in and change everything in the admin.</p>
      <AdminsTable admins={admins} currentId={currentId} />

      <section aria-labelledby="invite-heading" className="mt-10 max-w-md">
        <h2 id="invite-heading" className="text-lg font-semibold text-brand-900">
          Invite an admin
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          They get an email with a link, valid for 7 days, to choose their password. Inviting the same address again replaces the earlier
          link.
        </p>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            maxLength={254}
            defaultValue={actionData?.email}
            required
            error={actionData?.error ?? undefined}
          />
          <button type="submit" disabled={submitting} className={buttonClass()}>
            {submitting ? "Sending..." : "Send invitation"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="invitations-heading" className="mt-10">
        <h2 id="invitations-heading" className="text-lg font-semibold text-brand-900">
          Open invitations
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No invitation is waiting to be accepted.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all">
                  {`${invitation.email}, invited by ${invitation.invitedBy ?? "an admin"}; the link works until ${formatDateTime(invitation.expiresAt)}.`}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value={adminsIntents.cancelInvitation} />
                  <input type="hidden" name="invitation" value={invitation.id} />
                  <button
                    type="submit"
                    className="font-medium text-red-800 underline hover:text-red-900"
                    aria-label={`Cancel the invitation to ${invitation.email}`}
                  >
                    Cancel
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
