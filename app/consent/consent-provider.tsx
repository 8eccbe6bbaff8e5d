import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { announceConsent, noteConfirmedConsent } from "~/lib/consent-gate";
import { serialiseChoices, type ConsentChoices, type StoredConsent } from "~/lib/consent-cookie";
import { nextConsentUi, type ConsentAction, type ConsentUi } from "./consent";
import { consentStorageKeys, preferencesPath } from "./texts";

interface ConsentContextValue {
  ui: ConsentUi;
  act(action: ConsentAction): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function useConsentUi(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsentUi needs a ConsentProvider");
  return value;
}

const savingActions = new Set<ConsentAction["type"]>(["acceptAll", "rejectAll", "save"]);

/**
 * Holds the banner and dialog state. `choices` is what the server read from the cookie; a choice
 * updates the page at once and is posted in the background (the server sets the cookie), after
 * which the root loader brings the confirmed choice back.
 */
export function ConsentProvider({ choices, children }: { choices: ConsentChoices | null; children: ReactNode }) {
  const fetcher = useFetcher<{ consent: StoredConsent }>({ key: "cookie-consent" });
  const [ui, setUi] = useState<ConsentUi>({ saved: choices, working: null });
  const confirmed = choices && serialiseChoices(choices);
  const [lastConfirmed, setLastConfirmed] = useState(confirmed);

  // A choice made elsewhere (the preferences page) arrives through the loader.
  if (confirmed !== lastConfirmed) {
    setLastConfirmed(confirmed);
    setUi((current) => ({ ...current, saved: choices }));
  }

  // Set before any child's effect runs, so their calls to whenConsented see the confirmed choice.
  if (typeof document !== "undefined") noteConfirmedConsent(choices);

  // The time the server stamped on a choice made on this page, once the loader confirms it.
  const posted = fetcher.data?.consent;
  const chosenHere = posted && serialiseChoices(posted.choices) === confirmed ? posted.date : undefined;

  useEffect(() => {
    announceConsent();
    mirrorInLocalStorage(choices, chosenHere);
    // The serialised choice identifies it; the object itself is new after every revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmed, chosenHere]);

  const act = (action: ConsentAction) => {
    const next = nextConsentUi(ui, action);
    setUi(next);
    if (savingActions.has(action.type) && next.saved) {
      const { analytics, functional, marketing } = next.saved;
      const form: Record<string, string> = { choice: "save" };
      for (const [category, on] of Object.entries({ analytics, functional, marketing })) if (on) form[category] = "on";
      void fetcher.submit(form, { method: "post", action: preferencesPath });
    }
  };

  return <ConsentContext.Provider value={{ ui, act }}>{children}</ConsentContext.Provider>;
}

/**
 * The choice in local storage, a mirror of what the server confirmed. The page carries
 * only the categories (a cached copy is shared by everyone with the same choice), so the date is
 * the server's stamp of a choice made on this page, else the one already stored for the same
 * choice, else now: when this browser first saw a choice made elsewhere (without JavaScript, in
 * another tab).
 */
function mirrorInLocalStorage(choices: ConsentChoices | null, chosenAt: string | undefined): void {
  if (!choices) {
    localStorage.removeItem(consentStorageKeys.choices);
    localStorage.removeItem(consentStorageKeys.date);
    return;
  }
  const value = JSON.stringify(choices);
  const known = localStorage.getItem(consentStorageKeys.choices) === value && localStorage.getItem(consentStorageKeys.date) !== null;
  localStorage.setItem(consentStorageKeys.choices, value);
  if (chosenAt || !known) localStorage.setItem(consentStorageKeys.date, chosenAt ?? new Date().toISOString());
}
