import { data, Form, Link, useNavigation } from "react-router";
import { acceptInvitation, invitationEmailFor } from "~/admin/accounts/invitations.server";
import { invitationPath } from "~/admin/accounts/account-links";
import { LinkExpired } from "~/admin/accounts/link-expired";
import { NewPasswordFields } from "~/admin/accounts/new-password-fields";
import { newPasswordSchema } from "~/admin/accounts/password-forms.server";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/invitation";

export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Accept your invitation", "Choose a password for your new admin account."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const email = await invitationEmailFor(token);
  if (!email) return data({ valid: false as const }, { status: 410 });
  return { valid: true as const, email, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), newPasswordSchema);
  if (!submission.ok) return data({ errors: submission.errors }, { status: 400 });
  const { token, password } = submission.value;
  const result = await acceptInvitation(token, password, context.get(requestInfoContext).ip);
  if (result.ok) {
    return redirectWithNotice(
      context,
      "/admin/login",
      successNotice("Welcome aboard", `Your admin account is ready: sign in as ${result.email}.`),
    );
  }
  if (result.reason === "weak") return data({ errors: { password: result.message } }, { status: 400 });
  if (result.reason === "exists") {
    return redirectWithNotice(
      context,
      "/admin/login",
      destructiveNotice("Already an admin", "That address already has an admin account: sign in with it."),
    );
  }
  return data({ errors: {} }, { status: 410 });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  if (!loaderData.valid) {
    return (
      <LinkExpired>
        <p>An invitation link works once, for 7 days. Ask the admin who invited you to send a new invitation.</p>
        <p>
          Already set your password?{" "}
          <Link to="/admin/login" className="font-medium text-brand-700 underline hover:text-brand-900">
            Sign in
          </Link>
        </p>
      </LinkExpired>
    );
  }
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">Accept your invitation</h1>
      <p className="mt-2 break-all text-slate-700">{`Choose a password for the admin account ${loaderData.email}. You will sign in with it next.`}</p>
      {/* The link's own address, so a refused post (JavaScript off) still finds its link. */}
      <Form method="post" action={invitationPath(loaderData.token)} className="mt-6 space-y-5" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields errors={actionData?.errors} label="Password" />
        <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
          {submitting ? "Saving..." : "Create my account"}
        </button>
      </Form>
    </div>
  );
}
