import type { RouterContextProvider } from "react-router";
import { flashedFormFields, type FlashedForm } from "~/notices/flash.server";
import type { NewsletterFormState } from "./section-view";

/** The section's forms (subscribe and admin login) send what a refused post typed back through the flash. */
const formId = "newsletter";

export function newsletterFlashForm(state: NewsletterFormState): FlashedForm {
  const fields = Object.entries(state).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return { id: formId, fields: Object.fromEntries(fields) };
}

export function flashedNewsletterForm(context: Readonly<RouterContextProvider>): NewsletterFormState | undefined {
  const fields = flashedFormFields(context, formId);
  return fields && { email: fields.email, fieldError: fields.fieldError, adminEmail: fields.adminEmail };
}
