import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { announceConsent, noteConfirmedConsent } from "./browser-consent";
import { nextConsentUi, type ConsentAction, type ConsentUi, type StoredConsent } from "./consent";
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
 * Holds the banner and dialog state. `consent` is what the server read from the cookie; a choice
 * updates the page at once and is posted in the background (the server sets the cookie), after
 * which the root loader brings the confirmed choice back.
 */
export function ConsentProvider({ consent, children }: { consent: StoredConsent | null; children: ReactNode }) {
  const fetcher = useFetcher({ key: "cookie-consent" });
  const [ui, setUi] = useState<ConsentUi>({ saved: consent?.choices ?? null, working: null });
  const [lastConsent, setLastConsent] = useState(consent);
  const confirmedDate = consent?.date;

  // A choice made elsewhere (the preferences page) arrives through the loader.
  if (confirmedDate !== lastConsent?.date) {
    setLastConsent(consent);
    setUi((current) => ({ ...current, saved: consent?.choices ?? null }));
  }

  // Set before any child's effect runs, so their calls to whenConsented see the confirmed choice.
  if (typeof document !== "undefined") noteConfirmedConsent(consent?.choices ?? null);

  useEffect(() => {
    announceConsent();
    if (consent) {
      localStorage.setItem(consentStorageKeys.choices, JSON.stringify(consent.choices));
      localStorage.setItem(consentStorageKeys.date, consent.date);
    } else {
      localStorage.removeItem(consentStorageKeys.choices);
      localStorage.removeItem(consentStorageKeys.date);
    }
    // The date identifies a choice; the object itself is new after every revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmedDate]);

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
