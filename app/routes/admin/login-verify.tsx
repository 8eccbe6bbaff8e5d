import { data, redirect } from "react-router";
import { factorMessages } from "~/admin/factors/factor-intents";
import { secondStepCodeSchema } from "~/admin/factors/factor-schemas.server";
import { verifiedFactorKinds } from "~/admin/factors/factors.server";
import { safeRedirect } from "~/admin/sign-in/login-form";
import { authenticationOptions } from "~/admin/factors/passkeys.server";
import { postedPasskeyResponse } from "~/security/webauthn.server";
import { readSecondStep } from "~/admin/sign-in/second-step-cookie.server";
import { backToLogin, signedInHeaders } from "~/admin/sign-in/second-step-redirect.server";
import { claimSecondStep } from "~/admin/sign-in/second-step-pending.server";
import { attemptSecondStep, findAdminById } from "~/admin/sign-in/second-step.server";
import { clearSecondStepBackoff, recordWrongSecondStep, secondStepBackoff } from "~/admin/sign-in/second-step-backoff.server";
import { SecondStepForm } from "~/admin/sign-in/second-step-form";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { holdRefusal } from "~/lib/refusal-hold";
import { routePolicy } from "~/lib/route-policy";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/login-verify";

/** Answers before a session exists (the pending second-step cookie is checked instead); never cached or listed. */
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Confirm it is you", "The second step of the admin sign-in."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { secure, siteUrl } = context.get(requestInfoContext);
  const pending = await readSecondStep(request.headers.get("Cookie"));
  const admin = pending?.mode === "verify" ? await findAdminById(pending.adminId) : undefined;
  if (!admin) throw backToLogin(secure);
  const kinds = await verifiedFactorKinds(admin.id);
  return {
    hasApp: kinds.has("totp"),
    passkeyOptions: kinds.has("passkey") ? ((await authenticationOptions(admin.id, siteUrl)) ?? null) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ip, secure, siteUrl } = context.get(requestInfoContext);
  const pending = await readSecondStep(request.headers.get("Cookie"));
  if (pending?.mode !== "verify") throw backToLogin(secure);
  const form = await request.formData();
  const passkeyResponse = form.get("intent") === "passkey" ? postedPasskeyResponse(form) : undefined;
  let code: string | undefined;
  if (passkeyResponse === undefined) {
    const submission = parseSubmission(form, secondStepCodeSchema);
    if (!submission.ok) return data({ fieldError: submission.errors.code, formError: undefined }, { status: 400 });
    code = submission.value.code;
  }
  // Wrong codes in a row back off, per account, before any check (issue 29 item 10).
  const waiting = await secondStepBackoff(pending.adminId);
  if (waiting) return pausedAnswer(waiting);
  const outcome = await attemptSecondStep({
    adminId: pending.adminId,
    ip,
    userAgent: request.headers.get("User-Agent"),
    siteUrl,
    code,
    passkeyResponse,
    claim: () => claimSecondStep(pending.token),
  });
  if (outcome.ok) await clearSecondStepBackoff(pending.adminId);
  if (outcome.ok) {
    const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
    return redirect(to, { status: 303, headers: signedInHeaders(outcome, secure) });
  }
  if (outcome.reason === "gone") throw backToLogin(secure);
  if (outcome.reason === "limited") return pausedAnswer(outcome.retryAfterSeconds ?? 60);
  const admin = await findAdminById(pending.adminId);
  if (admin) await recordWrongSecondStep(admin, ip);
  const message = passkeyResponse === undefined ? factorMessages.wrongCode : factorMessages.passkeyFailed;
  return data(
    passkeyResponse === undefined ? { fieldError: message, formError: undefined } : { fieldError: undefined, formError: message },
    { status: 401 },
  );
}

async function pausedAnswer(retry: number) {
  await holdRefusal();
  return data(
    { fieldError: undefined, formError: factorMessages.paused(retry) },
    { status: 429, headers: { "Retry-After": String(retry) } },
  );
}

export default function AdminLoginVerify({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondStepForm
      hasApp={loaderData.hasApp}
      passkeyOptions={loaderData.passkeyOptions}
      fieldError={actionData?.fieldError}
      formError={actionData?.formError}
    />
  );
}
