import { data, Form, Link, redirect, useNavigation } from "react-router";
import { anyAdminExists } from "~/admin/accounts/accounts.server";
import { FirstAdminHint } from "~/admin/sign-in/first-admin-hint";
import { currentAdmin } from "~/admin/sign-in/guard.server";
import { readDeviceToken, serializeDeviceCookies } from "~/admin/sign-in/device-cookie.server";
import { attemptLogin } from "~/admin/sign-in/login.server";
import { loginMessages, retryMessage, safeRedirect } from "~/admin/sign-in/login-form";
import { parseSubmission } from "~/lib/form-submission";
import { holdRefusal } from "~/lib/refusal-hold";
import { loginSchema } from "~/admin/sign-in/login-schema.server";
import { readSessionToken, serializeSessionCookie } from "~/admin/sign-in/session-cookie";
import { deleteSession } from "~/admin/sign-in/sessions.server";
import { pageMeta } from "~/layout/meta";
import { requestInfoContext } from "~/request-context";
import { TextInput } from "~/ui/field";
import type { Route } from "./+types/login";
import { routePolicy } from "~/lib/route-policy";
import { toSecondStep } from "~/admin/sign-in/second-step-redirect.server";

export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Admin login", "Sign in to manage the site."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await currentAdmin(request, context.get(requestInfoContext).secure)) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  return { loggedOut: url.searchParams.has("loggedOut"), noAdminYet: !(await anyAdminExists()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { ip, secure } = context.get(requestInfoContext);
  const submission = parseSubmission(form, loginSchema);
  const { email } = submission.posted;
  if (!submission.ok) {
    return data({ email, fieldErrors: submission.errors, formError: undefined }, { status: 400 });
  }

  const cookies = request.headers.get("Cookie");
  const result = await attemptLogin({
    ...submission.value,
    ip,
    deviceToken: readDeviceToken(cookies),
    userAgent: request.headers.get("User-Agent"),
  });
  if (!result.ok && result.reason === "second-step") return toSecondStep(request, result, secure);
  if (!result.ok) {
    // Held while it counts as a sign-in in flight (server/login-busy.ts): a flood refused here
    // keeps its place for a second, and the ones behind it are refused before any work.
    if (result.reason === "limited") await holdRefusal();
    const formError = result.reason === "limited" ? retryMessage(result.retryAfterSeconds) : loginMessages.denied;
    const status = result.reason === "limited" ? 429 : 401;
    const headers = result.reason === "limited" ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return data({ email, fieldErrors: {}, formError }, { status, headers });
  }

  // A session id the browser held before login is never reused (fixation).
  const previous = readSessionToken(cookies, secure);
  if (previous) await deleteSession(previous);
  const headers = new Headers();
  headers.append("Set-Cookie", serializeSessionCookie(result.token, secure));
  for (const cookie of serializeDeviceCookies(result.deviceToken, secure)) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), { headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const errors: { email?: string; password?: string } = actionData?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">Admin login</h1>
      {loaderData.noAdminYet ? <FirstAdminHint /> : null}
      {loaderData.loggedOut && !actionData ? (
        <div role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          <p className="font-semibold">{loginMessages.loggedOutTitle}</p>
          <p>{loginMessages.loggedOut}</p>
        </div>
      ) : null}
      {actionData?.formError ? (
        <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{loginMessages.deniedTitle}</p>
          <p>{actionData.formError}</p>
        </div>
      ) : null}
      <Form method="post" className="mt-6 space-y-5" noValidate>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email}
          required
          error={errors.email}
        />
        <TextInput label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {submitting ? "Logging in..." : "Log in"}
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/login/forgot" className="font-medium text-brand-700 underline hover:text-brand-900">
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
