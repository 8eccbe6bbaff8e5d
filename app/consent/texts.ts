import type { ConsentCategory } from "./consent";

/** The banner's and dialog's words, defined once. */
export const consentTexts = {
  bannerTitle: "We use cookies",
  bannerText:
    "We use cookies to enhance your browsing experience, analyze site traffic, and personalize content. By clicking 'Accept All', you consent to our use of cookies.",
  privacyLink: "Read our Privacy Policy",
  rejectAll: "Reject All",
  customize: "Customize",
  acceptAll: "Accept All",
  dialogTitle: "Cookie Preferences",
  dialogDescription: "Manage which cookie types are enabled.",
  required: "Required",
  cancel: "Cancel",
  save: "Save Preferences",
  footerLink: "Cookie preferences",
} as const;

export const categoryTexts: Record<ConsentCategory, { label: string; description: string }> = {
  necessary: { label: "Necessary Cookies", description: "Always on: the site cannot work without them." },
  analytics: { label: "Analytics Cookies", description: "Anonymous visitor-interaction statistics." },
  functional: { label: "Functional Cookies", description: "Enhanced features and remembering preferences." },
  marketing: { label: "Marketing Cookies", description: "Tracking visitors across websites to show relevant ads." },
};

/** Where the browser keeps the choice in local storage. */
export const consentStorageKeys = { choices: "cookie-consent", date: "cookie-consent-date" } as const;

/** The page and form action that take a choice, with or without JavaScript. */
export const preferencesPath = "/cookie-preferences";

export function preferencesHref(returnTo: string): string {
  return `${preferencesPath}?${new URLSearchParams({ returnTo })}`;
}
