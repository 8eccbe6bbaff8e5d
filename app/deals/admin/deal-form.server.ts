import { z } from "zod";
import { dealInputSchema, type DealInput } from "../deal-schema";
import { dealTextFields, type DealField, type DealFormErrors, type DealFormValues } from "./deal-form";

export type DealFormSubmission =
  | { ok: true; values: DealFormValues; deal: DealInput }
  | { ok: false; values: DealFormValues; errors: DealFormErrors };

/** Everything as typed; a file or a missing field counts as empty text. */
export function readDealForm(formData: FormData): DealFormValues {
  const text = (field: string) => {
    const value = formData.get(field);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(dealTextFields.map((field) => [field, text(field)]));
  // An unticked checkbox is simply absent from the post.
  return { ...(values as Record<(typeof dealTextFields)[number], string>), published: formData.has("published") };
}

/**
 * Maps the editor's post onto dealInputSchema's input and validates it there, so the editor
 * applies exactly the rules the built-in content does. Errors are the first message per field.
 */
export function parseDealForm(formData: FormData): DealFormSubmission {
  const values = readDealForm(formData);
  const parsed = dealInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, values, deal: parsed.data };

  const fieldErrors = z.flattenError(parsed.error).fieldErrors as Partial<Record<DealField, string[]>>;
  const errors: DealFormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors) as [DealField, string[]][]) {
    errors[field] = messages[0];
  }
  return { ok: false, values, errors };
}
