/** Every text the privacy pages and emails show, in one place. */
export const privacyMessages = {
  invalidEmail: "Enter a valid email address, like name@example.com.",
  linkSentTitle: "Check your inbox",
  linkSent:
    "If we hold any personal data for that address, we have just emailed it a link to download it or ask us to erase it. The link works once, within 24 hours.",
  notSentTitle: "Not sent",
  linkInvalidTitle: "This link cannot be used",
  linkInvalid: "It has already been used, has expired, or was not copied whole. Ask for a new one below.",
  erasureRequestedTitle: "Erasure requested",
  erasureRequested: (days: number) =>
    days > 0
      ? `We will erase your data within ${days} days; the site owner may carry it out sooner. You will not hear from us again unless you contact us.`
      : "The site owner will carry it out shortly. You will not hear from us again unless you contact us.",
  erasedTitle: "Personal data erased",
  erased: (total: number) => `${total} ${total === 1 ? "record was" : "records were"} erased or anonymised.`,
  confirmRequired: "Tick the box to confirm the erasure.",
  retentionSaved: "Retention settings saved",
  noErasure: "Nothing to erase",
} as const;
