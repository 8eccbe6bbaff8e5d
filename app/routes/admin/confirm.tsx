import { data } from "react-router";
import { ConfirmPasswordForm } from "~/admin/sign-in/confirm-password-form";
import { factorMessages } from "~/admin/factors/factor-intents";
import { passwordAgainSchema } from "~/admin/factors/factor-schemas.server";
import { confirmThisSession } from "~/admin/sign-in/recent-sign-in.server";
import { confirmReturnPath, recentSignInMessages } from "~/admin/sign-in/recent-sign-in";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import type { Route } from "./+types/confirm";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Confirm it is you", "Enter your password again before a sensitive action."),
  { name: "robots", content: "noindex" },
];

const returnTo = (request: Request) => confirmReturnPath(new URL(request.url).searchParams.get("returnTo"));

export function loader({ request }: Route.LoaderArgs) {
  return { returnTo: returnTo(request) };
}

/** The password again (one count of wrong ones with every other re-entry form, decision 050), then back where the admin was. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await request.formData(), passwordAgainSchema);
  if (!submission.ok) return data({ error: submission.errors.password }, { status: 400 });
  const again = await confirmThisSession(context, submission.value.password);
  if (!again.ok && again.reason === "wrong") return data({ error: factorMessages.wrongPassword }, { status: 400 });
  if (!again.ok)
    return data({ error: again.message }, { status: again.status, headers: { "Retry-After": String(again.retryAfterSeconds) } });
  return redirectWithNotice(context, returnTo(request), successNotice("Password confirmed", recentSignInMessages.confirmed));
}

export default function ConfirmItIsYou({ actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-xl py-8">
      <h1 className="text-2xl font-bold text-brand-900">Confirm it is you</h1>
      <p className="mt-2 text-slate-700">{recentSignInMessages.needed}</p>
      <ConfirmPasswordForm standalone error={actionData?.error} />
    </div>
  );
}
