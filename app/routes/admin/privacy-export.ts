import { data } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { requireRecentSignIn } from "~/admin/sign-in/recent-sign-in.server";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { addressSchema } from "~/privacy/admin/admin.server";
import { exportResponse, findPerson } from "~/privacy/personal-data.server";
import type { Route } from "./+types/privacy-export";

export const handle = routePolicy({ public: false });

/** The JSON export of everything found for a posted address; the export is recorded in the audit log. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireRecentSignIn(context, "/admin/privacy");
  const submission = parseSubmission(await request.formData(), addressSchema);
  if (!submission.ok) throw data(null, { status: 400 });
  const found = await findPerson(submission.value.email);
  await auditAdminAction(context, "privacy-exported", `Exported the personal data of ${found.address} (${found.total} records)`, {
    email: found.address,
    total: found.total,
  });
  return exportResponse(found);
}
