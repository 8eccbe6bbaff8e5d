/** The admins page's small forms, by their `intent` value; the invitation form posts none. */
export const adminsIntents = {
  cancelInvitation: "cancel-invitation",
  signOutEverywhere: "sign-out-admin",
} as const;
