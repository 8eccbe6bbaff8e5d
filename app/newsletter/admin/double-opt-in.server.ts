import { z } from "~/lib/zod";
import { parseSubmission } from "~/lib/form-submission";
import { successNotice, type Notice } from "~/notices/notice";
import { doubleOptInEnabled, setDoubleOptIn } from "../double-opt-in.server";
import { doubleOptInField } from "./double-opt-in-section";

const doubleOptInSchema = z.object({ [doubleOptInField]: z.boolean() });

export interface DoubleOptInSaved {
  enabled: boolean;
  changed: boolean;
  /** For the admin audit log, which the page's action writes. */
  summary: string;
  notice: Notice;
}

/** Saves the switch from the section's post; the caller audits it and redirects with the notice. */
export async function saveDoubleOptIn(form: FormData): Promise<DoubleOptInSaved> {
  const submission = parseSubmission(form, doubleOptInSchema);
  const enabled = submission.ok ? submission.value.enabled : false;
  const changed = (await doubleOptInEnabled()) !== enabled;
  await setDoubleOptIn(enabled);
  const state = enabled ? "on" : "off";
  return {
    enabled,
    changed,
    summary: changed ? `Turned newsletter double opt-in ${state}` : `Saved newsletter double opt-in, still ${state}`,
    notice: successNotice(
      "Saved",
      enabled ? "New subscribers now confirm their address first." : "New subscribers are now subscribed in one step.",
    ),
  };
}
