import { data, redirect } from "react-router";
import { consentFromCookieHeader, consentSetCookie, type ConsentChoices, type StoredConsent } from "~/lib/consent-cookie";
import { safeReturnPath } from "~/lib/return-path";
import { allGranted, choicesFromForm, isGranted, onlyNecessary, type ConsentCategory } from "./consent";
import { preferencesHref } from "./texts";

/**
 * The one place the server learns a visitor's consent. Everything that depends on it (the
 * banner, the insights endpoint, a future page cache keyed by consent state) goes through here.
 */
export function readConsent(request: Request): StoredConsent | null {
  return consentFromCookieHeader(request.headers.get("Cookie"));
}

export function hasConsent(request: Request, category: ConsentCategory): boolean {
  return isGranted(readConsent(request)?.choices, category);
}

const noStore = { "Cache-Control": "private, no-store" };

/**
 * A posted choice: the banner's three buttons or the preferences form. A form posted without
 * JavaScript carries `returnTo` and is redirected back there; the browser's own fetch gets data.
 */
export async function saveConsentChoice(request: Request, secure: boolean, now = new Date()) {
  const form = await request.formData();
  const returnTo = safeReturnPath(form.get("returnTo"));
  const choice = form.get("choice");
  if (choice === "customize") return redirect(preferencesHref(returnTo ?? "/"), { status: 303, headers: noStore });

  const choices = chosen(choice, form);
  if (!choices) throw data("Unknown choice", { status: 400 });
  const consent: StoredConsent = { choices, date: now.toISOString() };
  const headers = { ...noStore, "Set-Cookie": consentSetCookie(consent, secure) };
  return returnTo ? redirect(returnTo, { status: 303, headers }) : data({ consent }, { headers });
}

function chosen(choice: FormDataEntryValue | null, form: FormData): ConsentChoices | undefined {
  if (choice === "accept") return allGranted;
  if (choice === "reject") return onlyNecessary;
  if (choice === "save") return choicesFromForm(form);
  return undefined;
}
