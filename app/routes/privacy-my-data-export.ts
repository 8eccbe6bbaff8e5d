import { redirect } from "react-router";
import { recordAudit } from "~/admin/audit/audit.server";
import { routePolicy } from "~/lib/route-policy";
import { exportResponse, findPerson } from "~/privacy/personal-data.server";
import { accessPath } from "~/privacy/paths";
import { accessAddress } from "~/privacy/self-service.server";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/privacy-my-data-export";

// Only for the browser that opened its link in the last half hour; never cached.
export const handle = routePolicy({ public: true });

/** The person's own export (GDPR articles 15 and 20), recorded in the audit log like the owner's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const email = await accessAddress(request.headers.get("Cookie"));
  if (!email) return redirect(accessPath, { status: 303 });
  const found = await findPerson(email);
  await recordAudit({
    kind: "privacy-exported",
    summary: `${found.address} downloaded their own personal data (${found.total} records)`,
    details: { email: found.address, total: found.total, selfService: true },
    ip: context.get(requestInfoContext).ip,
  });
  return exportResponse(found);
}
