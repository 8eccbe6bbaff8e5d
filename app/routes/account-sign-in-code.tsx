import { data, Form, Link, redirect } from "react-router";
import { visitorSessionCookie } from "~/account/account.server";
import { accountPath, signInPath } from "~/account/paths";
import { codeDigits, signInMessages } from "~/account/sign-in-code";
import { checkSignInCode, pendingAddress } from "~/account/sign-in.server";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { requestInfoContext } from "~/request-context";
import { formStamp } from "~/security/form-guard.server";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { FormGuardFields } from "~/ui/form-guard-fields";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/account-sign-in-code";

export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Enter your code", "Type the code we emailed you."),
  { name: "robots", content: "noindex" },
];

/** Without a code on its way to this browser there is nothing to type: back to the start. */
export async function loader({ request }: Route.LoaderArgs) {
  const address = await pendingAddress(request.headers.get("Cookie"));
  if (!address) throw redirect(signInPath);
  return { stamp: formStamp(), address };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ip, secure } = context.get(requestInfoContext);
  const outcome = await checkSignInCode(
    await request.formData(),
    request.headers.get("Cookie"),
    ip,
    secure,
    request.headers.get("User-Agent"),
  );
  if (!outcome.ok) return data(outcome, { status: outcome.status });
  const headers = new Headers();
  headers.append("Set-Cookie", visitorSessionCookie(outcome.token, secure));
  headers.append("Set-Cookie", outcome.clearPending);
  return redirect(accountPath, { status: 303, headers });
}

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <PageHeader title="Enter your code" />
      <div className="mx-auto max-w-xl px-4 py-12">
        {refused?.notice ? (
          <div role="alert" className="mb-8 rounded-md border border-red-200 bg-red-50 p-4">
            <p className="font-semibold text-red-900">Not signed in</p>
            <p className="mt-1 text-red-800">{refused.notice}</p>
            {refused.restart ? (
              <p className="mt-2">
                <Link className="font-medium text-red-900 underline" to={signInPath}>
                  Ask for a new code
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <div role="status" className="mb-8 rounded-md border border-brand-200 bg-brand-50 p-4">
            <p className="font-semibold text-brand-900">{signInMessages.sentTitle}</p>
            <p className="mt-1 text-slate-700">{signInMessages.sent(loaderData.address)}</p>
          </div>
        )}
        <Form method="post" className="space-y-4" noValidate>
          <FormGuardFields stamp={loaderData.stamp} />
          <TextInput
            label={`${codeDigits}-digit code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            error={refused?.error}
            required
          />
          <button type="submit" className={buttonClass()}>
            Sign in
          </button>
        </Form>
        <p className="mt-8 text-sm text-slate-700">
          No email? Check your spam folder, or{" "}
          <Link className="underline" to={signInPath}>
            use a different email address
          </Link>
          .
        </p>
      </div>
    </>
  );
}
