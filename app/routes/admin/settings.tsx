import { auditAdminAction } from "~/admin/audit/audit.server";
import { saveFactorPolicy } from "~/admin/factors/factor-policy-action.server";
import { requireRecentSignIn } from "~/admin/sign-in/recent-sign-in.server";
import { secondFactorRequired } from "~/admin/factors/factor-policy.server";
import { factorPolicyIntent, FactorPolicyForm } from "~/admin/factors/factor-policy-form";
import { data, Form } from "react-router";
import { mailServerConfigured } from "~/email/admin.server";
import { NoMailServerNote } from "~/email/admin/no-mail-server-note";
import { queueEmail } from "~/email/outbox.server";
import { ownerEmailAddress, saveOwnerEmail } from "~/email/owner.server";
import { ownerEmailSchema, settingsMessages } from "~/email/settings-form";
import { testEmail } from "~/email/test-message";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { TextInput } from "~/ui/field";
import type { Route } from "./+types/settings";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Settings", "Where the site sends lead notifications."),
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return {
    ownerEmail: (await ownerEmailAddress()) ?? "",
    mailServerConfigured: mailServerConfigured(),
    requireSecondFactor: await secondFactorRequired(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === factorPolicyIntent) return saveFactorPolicy(form, context);
  if (form.get("intent") === "test") {
    const to = await ownerEmailAddress();
    if (to) {
      await queueEmail(testEmail(to));
      await auditAdminAction(context, "test-email", `Sent a test email to ${to}`);
    }
    return redirectWithNotice(context, "/admin/settings", successNotice(settingsMessages.testQueued, `It is on its way to ${to}.`));
  }
  await requireRecentSignIn(context, "/admin/settings");
  const submission = parseSubmission(form, ownerEmailSchema);
  if (!submission.ok) return data({ ownerEmail: submission.posted.ownerEmail, error: submission.errors.ownerEmail }, { status: 400 });
  const { ownerEmail } = submission.value;
  await saveOwnerEmail(ownerEmail);
  await auditAdminAction(context, "settings-changed", `New leads go to ${ownerEmail}`, { ownerEmail });
  return redirectWithNotice(context, "/admin/settings", successNotice(settingsMessages.saved, `New leads go to ${ownerEmail}.`));
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-xl py-8">
      <h1 className="text-2xl font-bold text-brand-900">Settings</h1>
      {loaderData.mailServerConfigured ? null : <NoMailServerNote />}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <TextInput
          label="Owner email (receives every new lead and booking)"
          name="ownerEmail"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={actionData?.ownerEmail ?? loaderData.ownerEmail}
          error={actionData?.error}
          required
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Save settings
        </button>
      </Form>
      <Form method="post" className="mt-8 border-t border-slate-200 pt-6">
        <input type="hidden" name="intent" value="test" />
        <p className="text-sm text-slate-700">Check the mail settings by sending a message to the owner address.</p>
        <button type="submit" className="mt-3 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">
          Send a test email
        </button>
      </Form>
      <FactorPolicyForm required={loaderData.requireSecondFactor} />
    </div>
  );
}
