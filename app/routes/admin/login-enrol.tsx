import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { enrolmentAtSignIn, finishEnrolmentAtSignIn } from "~/admin/factors/enrol-at-sign-in.server";
import { factorMessages } from "~/admin/factors/factor-intents";
import { totpConfirmSchema } from "~/admin/factors/factor-schemas.server";
import { safeRedirect } from "~/admin/sign-in/login-form";
import { RecoveryCodesPanel } from "~/admin/factors/recovery-codes-panel";
import { readSecondStep } from "~/admin/sign-in/second-step-cookie.server";
import { claimSecondStep } from "~/admin/sign-in/second-step-pending.server";
import { backToLogin, signedInHeaders } from "~/admin/sign-in/second-step-redirect.server";
import { TotpEnrolment } from "~/admin/factors/totp-enrolment";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { holdRefusal } from "~/lib/refusal-hold";
import { routePolicy } from "~/lib/route-policy";
import { requestInfoContext } from "~/request-context";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/login-enrol";

/** Answers before a session exists (the pending second-step cookie is checked instead); never cached or listed. */
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Add a second factor", "The site requires a second factor for every admin."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await readSecondStep(request.headers.get("Cookie"));
  const found = pending?.mode === "enrol" ? await enrolmentAtSignIn(pending.adminId) : undefined;
  if (!found) throw backToLogin(context.get(requestInfoContext).secure);
  return { enrolment: found.enrolment };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ip, secure } = context.get(requestInfoContext);
  const pending = await readSecondStep(request.headers.get("Cookie"));
  if (pending?.mode !== "enrol") throw backToLogin(secure);
  const submission = parseSubmission(await request.formData(), totpConfirmSchema);
  if (!submission.ok) return data({ error: submission.errors.code ?? factorMessages.wrongEnrolmentCode }, { status: 400 });
  const outcome = await finishEnrolmentAtSignIn({
    adminId: pending.adminId,
    factorId: submission.value.factor,
    code: submission.value.code,
    claim: () => claimSecondStep(pending.token),
    ip,
    userAgent: request.headers.get("User-Agent"),
  });
  if (outcome.ok) {
    const next = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
    return data({ recoveryCodes: outcome.recoveryCodes ?? [], next }, { headers: signedInHeaders(outcome, secure) });
  }
  if (outcome.reason === "gone") throw backToLogin(secure);
  if (outcome.reason === "limited") {
    await holdRefusal();
    const retry = outcome.retryAfterSeconds ?? 60;
    return data({ error: factorMessages.paused(retry) }, { status: 429, headers: { "Retry-After": String(retry) } });
  }
  return data({ error: factorMessages.wrongEnrolmentCode }, { status: 401 });
}

/**
 * Once the app is verified the pending cookie is gone, so this page's loader would send the
 * browser on before the recovery codes could be read: the page that shows them is not reloaded.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult && typeof actionResult === "object" && "next" in actionResult ? false : defaultShouldRevalidate;
}

export default function AdminLoginEnrol({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "next" in actionData) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16">
        <h1 className="text-2xl font-bold text-brand-900">Second factor added</h1>
        <p className="mt-2 text-slate-700">Your authenticator app is verified and you are signed in.</p>
        {actionData.recoveryCodes.length > 0 ? <RecoveryCodesPanel codes={actionData.recoveryCodes} /> : null}
        <a href={actionData.next} className={buttonClass("primary", "mt-6")}>
          Continue
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">Add a second factor</h1>
      <p className="mt-2 text-slate-700">
        This site requires a second factor for every admin. Add an authenticator app to finish signing in; you can add a passkey later on
        your account page.
      </p>
      <div className="mt-6">
        <TotpEnrolment
          enrolment={loaderData.enrolment}
          intent="factor-totp-confirm"
          error={actionData && "error" in actionData ? actionData.error : undefined}
        />
      </div>
    </div>
  );
}
