import type { ConsentChoices } from "~/lib/consent-cookie";

/*
 * Cookie consent: the banner and dialog's state rules. The four
 * categories and the cookie that lets the server render the choice are in `~/lib/consent-cookie`.
 */
export { consentCategories, isGranted, type ConsentCategory } from "~/lib/consent-cookie";

/** The categories a visitor may switch; necessary is always on. */
export const optionalCategories = ["analytics", "functional", "marketing"] as const;
export type OptionalCategory = (typeof optionalCategories)[number];

export const allGranted: ConsentChoices = { necessary: true, analytics: true, functional: true, marketing: true };
export const onlyNecessary: ConsentChoices = { necessary: true, analytics: false, functional: false, marketing: false };

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

/** How the banner and dialog move between states. The banner shows while nothing is saved. */
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
