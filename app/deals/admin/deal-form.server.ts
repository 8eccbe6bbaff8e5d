import { parseSubmission } from "~/lib/form-submission";
import { dealInputSchema, type DealInput } from "../deal-schema";
import type { DealFormErrors, DealFormValues } from "./deal-form";

export type DealFormSubmission =
  { ok: true; values: DealFormValues; deal: DealInput } | { ok: false; values: DealFormValues; errors: DealFormErrors };

/**
 * Reads the editor's post against dealInputSchema, so the editor applies exactly the rules the
 * built-in content does. `values` are everything as typed, for the form to show again.
 */
export function parseDealForm(formData: FormData): DealFormSubmission {
  const submission = parseSubmission(formData, dealInputSchema);
  if (submission.ok) return { ok: true, values: submission.posted, deal: submission.value };
  return { ok: false, values: submission.posted, errors: submission.errors };
}
