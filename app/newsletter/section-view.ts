/**
 * What a refused post without JavaScript must not lose: the typed address and the message
 * beside the field. It rides the redirect back to the home page in the flash cookie with the
 * notice (not the query string, which would put the address in history and logs).
 */
export interface NewsletterFormState {
  email?: string;
  fieldError?: string;
  /** The address typed into the section's admin login, shown again after a refusal. */
  adminEmail?: string;
}

/** The query parameters the section's admin view is driven by, so every step works without JavaScript. */
export const sectionParams = {
  adminOpen: "admin",
  showSubscribers: "subscribers",
  confirmClear: "confirmClear",
} as const;

export const sectionAdminAction = "/newsletter/admin";
export const adminIntents = { login: "login", logout: "logout", clear: "clear" } as const;

export interface SectionAdminView {
  count: number;
  /** Only when the admin asked to see them. */
  emails?: string[];
  confirmClear: boolean;
}

export interface NewsletterSectionData {
  formStamp: string;
  form: NewsletterFormState;
  adminOpen: boolean;
  /** Present only for a signed-in admin, checked on the server for this request. */
  admin?: SectionAdminView;
}
