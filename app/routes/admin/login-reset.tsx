import { data, Form, Link, useNavigation } from "react-router";
import { LinkExpired } from "~/admin/accounts/link-expired";
import { NewPasswordFields } from "~/admin/accounts/new-password-fields";
import { newPasswordSchema } from "~/admin/accounts/password-forms.server";
import { completePasswordReset, resetLinkAccount } from "~/admin/accounts/password-reset.server";
import { resetPath } from "~/admin/accounts/account-links";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/login-reset";

export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Choose a new password", "Set a new admin password from an emailed link."),
  { name: "robots", content: "noindex" },
];

/** The token comes from the emailed link; it goes back in the form, never into a log (logs keep paths only). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const account = await resetLinkAccount(token);
  if (!account) return data({ valid: false as const }, { status: 410 });
  return { valid: true as const, email: account.email, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), newPasswordSchema);
  if (!submission.ok) return data({ errors: submission.errors }, { status: 400 });
  const { token, password } = submission.value;
  const result = await completePasswordReset(token, password, context.get(requestInfoContext).ip);
  if (!result.ok && result.reason === "weak") return data({ errors: { password: result.message } }, { status: 400 });
  if (!result.ok) return data({ errors: {} }, { status: 410 });
  // No session from here: the sign-in asks for the new password (and a second factor, when the account has one).
  return redirectWithNotice(
    context,
    "/admin/login",
    successNotice("Password changed", "Sign in with your new password. Every browser that was signed in has been signed out."),
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  if (!loaderData.valid) {
    return (
      <LinkExpired>
        <p>A password reset link works once, for 30 minutes. Ask for a new one and use the newest email.</p>
        <p>
          <Link to="/admin/login/forgot" className="font-medium text-brand-700 underline hover:text-brand-900">
            Email me a new link
          </Link>
        </p>
      </LinkExpired>
    );
  }
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">Choose a new password</h1>
      <p className="mt-2 break-all text-slate-700">{`For the admin account ${loaderData.email}.`}</p>
      {/* The link's own address, so a refused post (JavaScript off) still finds its link. */}
      <Form method="post" action={resetPath(loaderData.token)} className="mt-6 space-y-5" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <NewPasswordFields errors={actionData?.errors} />
        <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
          {submitting ? "Saving..." : "Save new password"}
        </button>
      </Form>
    </div>
  );
}
