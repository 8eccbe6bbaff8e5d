import { data } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { requireRecentSignIn } from "~/admin/sign-in/recent-sign-in.server";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { eraseSchema, privacyAdminView } from "~/privacy/admin/admin.server";
import { ErasureRequestsSection } from "~/privacy/admin/erasure-requests-section";
import { FindSection } from "~/privacy/admin/find-section";
import { DoubleOptInSection, doubleOptInIntent } from "~/newsletter/admin/double-opt-in-section";
import { saveDoubleOptIn } from "~/newsletter/admin/double-opt-in.server";
import { doubleOptInEnabled } from "~/newsletter/double-opt-in.server";
import { LastRunSection } from "~/privacy/admin/last-run-section";
import { RetentionSection } from "~/privacy/admin/retention-section";
import { privacyMessages } from "~/privacy/messages";
import { erasePerson, type ErasureResult } from "~/privacy/personal-data.server";
import { saveRetentionSettings } from "~/privacy/retention.server";
import { retentionSchema } from "~/privacy/retention-settings";
import { findErasureRequest } from "~/privacy/self-service.server";
import type { Route } from "./+types/privacy";

export const handle = routePolicy({ public: false });

const privacyPath = "/admin/privacy";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Privacy", "Find, export and erase a person's data; retention settings and erasure requests."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [view, doubleOptIn] = await Promise.all([privacyAdminView(new URL(request.url)), doubleOptInEnabled()]);
  return { ...view, doubleOptIn };
}

/** The erase's entry names no address (keeping one would undo the erasure), only the counts. */
function erasedDetails(result: ErasureResult, requestId?: number) {
  return { ...(requestId ? { requestId } : {}), touched: result.touched, total: result.total };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === doubleOptInIntent || intent === "confirm-request" || intent === "erase") await requireRecentSignIn(context, privacyPath);
  if (intent === doubleOptInIntent) {
    const saved = await saveDoubleOptIn(form);
    await auditAdminAction(context, "newsletter-settings", saved.summary, { doubleOptIn: saved.enabled });
    return redirectWithNotice(context, "/admin/privacy", saved.notice);
  }
  if (intent === "retention") {
    const submission = parseSubmission(form, retentionSchema);
    if (!submission.ok) return data({ form: "retention" as const, values: submission.posted, errors: submission.errors }, { status: 400 });
    await saveRetentionSettings(submission.value);
    await auditAdminAction(context, "privacy-retention-changed", "Changed the retention settings", { ...submission.value });
    return redirectWithNotice(context, "/admin/privacy", successNotice(privacyMessages.retentionSaved));
  }
  if (intent === "confirm-request") {
    const id = Number(form.get("id"));
    const pending = Number.isSafeInteger(id) ? await findErasureRequest(id) : undefined;
    if (!pending || pending.status !== "pending") throw data(null, { status: 404 });
    const result = await erasePerson(pending.email, "owner");
    await auditAdminAction(
      context,
      "privacy-erased",
      `Carried out erasure request #${id} (${result.total} records)`,
      erasedDetails(result, id),
    );
    return redirectWithNotice(context, "/admin/privacy", successNotice(privacyMessages.erasedTitle, privacyMessages.erased(result.total)));
  }
  if (intent === "erase") {
    const submission = parseSubmission(form, eraseSchema);
    if (!submission.ok) {
      const email = submission.posted.email ?? "";
      return data({ form: "erase" as const, email, confirmError: submission.errors.confirm ?? submission.errors.email }, { status: 400 });
    }
    const result = await erasePerson(submission.value.email, "owner");
    await auditAdminAction(context, "privacy-erased", `Erased a person's data (${result.total} records)`, erasedDetails(result));
    return redirectWithNotice(context, "/admin/privacy", successNotice(privacyMessages.erasedTitle, privacyMessages.erased(result.total)));
  }
  throw data(null, { status: 400 });
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const retentionRefused = actionData?.form === "retention" ? actionData : undefined;
  const eraseRefused = actionData?.form === "erase" ? actionData : undefined;
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Privacy</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Everything the site stores about a person, how long it is kept, and the erasure requests visitors send from the link on the privacy
        policy.
      </p>
      <FindSection
        query={loaderData.query}
        queryError={loaderData.queryError}
        found={loaderData.found}
        confirmError={eraseRefused?.confirmError}
      />
      <ErasureRequestsSection pending={loaderData.pending} />
      <DoubleOptInSection enabled={loaderData.doubleOptIn} unconfirmedDays={loaderData.retention.pendingSubscriptionDays} />
      <RetentionSection values={retentionRefused?.values ?? loaderData.retention} errors={retentionRefused?.errors} />
      <LastRunSection run={loaderData.lastRun} />
    </div>
  );
}
