/**
 * Cookie consent (spec sections 3, 4 and 9): the four categories, the banner and dialog's state
 * rules, and the first-party cookie that lets the server render the visitor's choice.
 */
export const consentCategories = ["necessary", "analytics", "functional", "marketing"] as const;
export type ConsentCategory = (typeof consentCategories)[number];
/** The categories a visitor may switch; necessary is always on. */
export const optionalCategories = ["analytics", "functional", "marketing"] as const;
export type OptionalCategory = (typeof optionalCategories)[number];

export interface ConsentChoices {
  necessary: true;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}

export interface StoredConsent {
  choices: ConsentChoices;
  /** ISO time of the choice. */
  date: string;
}

export const allGranted: ConsentChoices = { necessary: true, analytics: true, functional: true, marketing: true };
export const onlyNecessary: ConsentChoices = { necessary: true, analytics: false, functional: false, marketing: false };

export function isGranted(choices: ConsentChoices | null | undefined, category: ConsentCategory): boolean {
  return category === "necessary" || !!choices?.[category];
}

/** The banner and dialog between server round trips: what is saved, and the dialog's working copy. */
export interface ConsentUi {
  saved: ConsentChoices | null;
  /** The dialog is open exactly when there is a working copy. */
  working: ConsentChoices | null;
}

export type ConsentAction =
  | { type: "acceptAll" }
  | { type: "rejectAll" }
  | { type: "customize" }
  | { type: "toggle"; category: OptionalCategory }
  | { type: "save" }
  | { type: "cancel" };

/** Spec section 4's transitions. The banner shows while nothing is saved. */
export function nextConsentUi(state: ConsentUi, action: ConsentAction): ConsentUi {
  switch (action.type) {
    case "acceptAll":
      return { saved: allGranted, working: null };
    case "rejectAll":
      return { saved: onlyNecessary, working: null };
    case "customize":
      return { ...state, working: state.saved ?? onlyNecessary };
    case "toggle":
      if (!state.working) return state;
      return { ...state, working: { ...state.working, [action.category]: !state.working[action.category] } };
    case "save":
      return state.working ? { saved: state.working, working: null } : state;
    case "cancel":
      return { ...state, working: null };
  }
}

export function bannerVisible(state: ConsentUi): boolean {
  return state.saved === null;
}

/** The optional categories ticked in a posted form (checkbox name = category); necessary stays on. */
export function choicesFromForm(form: { has(name: string): boolean }): ConsentChoices {
  return {
    necessary: true,
    analytics: form.has("analytics"),
    functional: form.has("functional"),
    marketing: form.has("marketing"),
  };
}

export const consentCookieName = "pw_consent";
/** Six months: long enough not to nag, short enough that a choice is asked again twice a year. */
export const consentMaxAgeSeconds = 183 * 24 * 60 * 60;

/** A flag per optional category (`a1f0m1`): what a page rendered for a choice depends on. */
export function serialiseChoices({ analytics, functional, marketing }: ConsentChoices): string {
  return `a${Number(analytics)}f${Number(functional)}m${Number(marketing)}`;
}

/** The cookie's value: the choices, then the time of the choice (`a1f0m1.2026-…Z`). */
export function serialiseConsent(consent: StoredConsent): string {
  return `${serialiseChoices(consent.choices)}.${consent.date}`;
}

const cookieValuePattern = /^a([01])f([01])m([01])\.(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z)$/;

export function parseConsent(value: string | undefined): StoredConsent | null {
  const match = value ? cookieValuePattern.exec(value) : null;
  if (!match || Number.isNaN(Date.parse(match[4]!))) return null;
  return {
    choices: { necessary: true, analytics: match[1] === "1", functional: match[2] === "1", marketing: match[3] === "1" },
    date: match[4]!,
  };
}

/** The consent cookie's value in a Cookie request header, if any. */
export function consentFromCookieHeader(cookieHeader: string | null): StoredConsent | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === consentCookieName) return parseConsent(rest.join("="));
  }
  return null;
}

/**
 * The whole Set-Cookie value. HttpOnly: the browser never reads it, the server renders the
 * choice into the page; SameSite=Lax so it goes with top-level navigations from other sites.
 */
export function consentSetCookie(consent: StoredConsent, secure: boolean): string {
  return [
    `${consentCookieName}=${serialiseConsent(consent)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${consentMaxAgeSeconds}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Where to go back to after a choice: a path on this site only, never another host. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 500) return undefined;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}
