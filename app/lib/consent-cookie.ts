import { defineCookie } from "./cookies";

/**
 * The cookie that carries a visitor's consent choice (its categories and time), in the base because
 * both the consent domain and the page cache (which keys copies on the choice) read it.
 */
/** The four consent categories; necessary is always on. */
export const consentCategories = ["necessary", "analytics", "functional", "marketing"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export function isGranted(choices: ConsentChoices | null | undefined, category: ConsentCategory): boolean {
  return category === "necessary" || !!choices?.[category];
}

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

/**
 * HttpOnly: the browser never reads it, the server renders the choice into the page; SameSite=Lax
 * so it goes with top-level navigations from other sites. Six months: long enough not to nag,
 * short enough that a choice is asked again twice a year.
 */
export const consentCookie = defineCookie("pw_consent", { path: "/", sameSite: "Lax", maxAgeSeconds: 183 * 24 * 60 * 60 });

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

/** The consent in a Cookie request header; a missing or malformed cookie is no choice. */
export function consentFromCookieHeader(cookieHeader: string | null | undefined): StoredConsent | null {
  return parseConsent(consentCookie.read(cookieHeader));
}

export function consentSetCookie(consent: StoredConsent, secure: boolean): string {
  return consentCookie.serialize(serialiseConsent(consent), secure);
}
