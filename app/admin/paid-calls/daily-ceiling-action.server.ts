import { data, type RouterContextProvider } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { parseSubmission } from "~/lib/form-submission";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { ceilingSchema, paidServiceNames, type PaidService } from "~/security/paid-calls";
import { dailyCeiling, saveDailyCeiling } from "~/security/paid-calls.server";
import type { CeilingFormError } from "./daily-ceiling-panel";

/**
 * Saves the owner's daily ceiling for `service` from its form on `page` and logs the change with
 * the ceiling it replaces. A number out of range answers 400 with the message beside the field.
 */
export async function saveDailyCeilingAction(form: FormData, context: Readonly<RouterContextProvider>, service: PaidService, page: string) {
  const submission = parseSubmission(form, ceilingSchema);
  if (!submission.ok) {
    return data<CeilingFormError>(
      { ceilingError: submission.errors.ceiling, ceilingPosted: submission.posted.ceiling, service },
      { status: 400 },
    );
  }
  const { ceiling } = submission.value;
  const previous = (await dailyCeiling(service)).ceiling;
  await saveDailyCeiling(service, ceiling);
  const name = paidServiceNames[service];
  await auditAdminAction(context, "paid-call-ceiling", `Set the ${name} daily ceiling to ${ceiling} calls`, { service, ceiling, previous });
  return redirectWithNotice(context, page, successNotice("Saved", `At most ${ceiling} ${name} calls a day from now on.`));
}
