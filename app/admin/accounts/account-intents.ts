/** The account page's form intents, shared by its forms and its action. */
export const accountIntents = {
  revoke: "revoke-session",
  revokeOthers: "revoke-other-sessions",
} as const;
