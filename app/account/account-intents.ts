/** The account page's form intents, shared by its forms and its action. */
export const visitorAccountIntents = {
  revoke: "end-session",
  revokeOthers: "end-other-sessions",
  everywhere: "sign-out-everywhere",
  deleteAccount: "delete-account",
} as const;

/** What a visitor types to confirm deleting their account, so one stray click cannot. */
export const deleteConfirmation = "delete";

export const accountMessages = {
  confirmDelete: `Type "${deleteConfirmation}" to delete your account.`,
} as const;

/** Whether the typed confirmation says delete (any case, spaces around ignored). */
export function confirmsDeletion(typed: FormDataEntryValue | null): boolean {
  return typeof typed === "string" && typed.trim().toLowerCase() === deleteConfirmation;
}
