import { data, Form, Link, redirect, useNavigation } from "react-router";
import { retryInMinutes } from "~/admin/accounts/password-forms";
import { emailSchema } from "~/admin/accounts/password-forms.server";
import { requestPasswordReset } from "~/admin/accounts/password-reset.server";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { requestInfoContext } from "~/request-context";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import type { Route } from "./+types/login-forgot";

export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Forgot your password?", "Get a link by email to choose a new admin password."),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has("sent") };
}

/**
 * Whether or not the address has an account, a valid request gets the same redirect after the
 * same time (see requestPasswordReset); only the rate limits answer differently, and they count
 * every address alike.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), emailSchema);
  if (!submission.ok) return data({ email: submission.posted.email, error: submission.errors.email }, { status: 400 });
  const result = await requestPasswordReset(submission.value.email, context.get(requestInfoContext).ip);
  if (!result.ok) {
    const error = `Too many reset requests. Please try again in ${retryInMinutes(result.retryAfterSeconds)}.`;
    return data({ email: submission.posted.email, error }, { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } });
  }
  return redirect("/admin/login/forgot?sent", 303);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">Forgot your password?</h1>
      {loaderData.sent && !actionData ? (
        <div role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">Check your email</p>
          <p>
            If an admin account uses that address, we have sent it a link to choose a new password. The link works once, for 30 minutes.
          </p>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">
          Enter the email address of your admin account and we will send you a link to choose a new password.
        </p>
      )}
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          maxLength={254}
          defaultValue={actionData?.email}
          required
          error={actionData?.error ?? undefined}
        />
        <button type="submit" disabled={submitting} className={buttonClass("primary", "w-full")}>
          {submitting ? "Sending..." : "Email me a link"}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/login" className="font-medium text-brand-700 underline hover:text-brand-900">
          Back to the login
        </Link>
      </p>
    </div>
  );
}
