/** The auto-updater's form intents, shared by its forms and its action. */
export const intents = {
  saveKey: "save-key",
  removeKey: "remove-key",
  scrape: "scrape",
  publish: "publish",
  schedule: "schedule",
  rotateSecret: "rotate-secret",
} as const;
