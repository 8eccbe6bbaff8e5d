import { data, Link, redirect } from "react-router";
import { passkeyMessages } from "~/account/passkey-forms";
import { passkeySignInOptions } from "~/account/passkey-sign-in.server";
import { currentVisitor } from "~/account/account.server";
import { accountPath, codePath, passkeySignInPath } from "~/account/paths";
import { requestSignInCode } from "~/account/sign-in.server";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { requestInfoContext } from "~/request-context";
import { formStamp } from "~/security/form-guard.server";
import { EmailRequestForm } from "~/ui/email-request-form";
import { PageHeader } from "~/ui/page-header";
import { PasskeyButton } from "~/ui/passkey-button";
import type { Route } from "./+types/account-sign-in";

// Public, never cached: every visit gets a fresh form stamp and passkey challenge.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Sign in", "Sign in to keep your cards and points balances, with a code we email you or a passkey. No password."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { secure, siteUrl } = context.get(requestInfoContext);
  if (await currentVisitor(request, secure)) throw redirect(accountPath);
  const passkey = await passkeySignInOptions(request.headers.get("Cookie"), secure, siteUrl);
  // The cookie binds the passkey challenge to this browser (account/passkey-sign-in.server.ts).
  return data({ stamp: formStamp(), passkeyOptions: passkey.options }, { headers: { "Set-Cookie": passkey.setCookie } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ip, secure } = context.get(requestInfoContext);
  const outcome = await requestSignInCode(await request.formData(), ip, secure);
  if (outcome.ok) return redirect(codePath, { status: 303, headers: { "Set-Cookie": outcome.setCookie } });
  return data(outcome, { status: outcome.status });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <PageHeader title="Sign in">
        <p>Keep your cards and points balances in one place, and let the site use them for you.</p>
      </PageHeader>
      <div className="mx-auto max-w-xl px-4 py-12">
        {refused?.notice ? (
          <div role="alert" className="mb-8 rounded-md border border-red-200 bg-red-50 p-4">
            <p className="font-semibold text-red-900">No code sent</p>
            <p className="mt-1 text-red-800">{refused.notice}</p>
          </div>
        ) : null}
        <p className="text-slate-700">
          Enter your email address and we will email you a six-digit code. There is no password. If the address has no account yet, signing
          in creates one; everything on the site keeps working without one.
        </p>
        <EmailRequestForm stamp={loaderData.stamp} email={refused?.email ?? ""} error={refused?.error} submitLabel="Email me a code" />
        <section aria-labelledby="passkey-heading" className="mt-10 border-t border-slate-200 pt-8">
          <h2 id="passkey-heading" className="text-lg font-semibold text-brand-900">
            Have a passkey?
          </h2>
          <p className="mt-1 text-slate-700">If you added one from your account page, it signs you in alone.</p>
          <div className="mt-3">
            <PasskeyButton
              ceremony="authenticate"
              options={loaderData.passkeyOptions}
              intent="passkey"
              action={passkeySignInPath}
              label="Sign in with a passkey"
              noScript={passkeyMessages.signInNoScript}
            />
          </div>
        </section>
        <p className="mt-8 text-sm text-slate-700">
          What an account keeps, and how to delete it, is in the{" "}
          <Link className="underline" to="/privacy-policy">
            privacy policy
          </Link>
          .
        </p>
      </div>
    </>
  );
}
