import { useEffect, useRef, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "~/ui/button";
import { CategoryFields } from "./category-fields";
import { onlyNecessary } from "./consent";
import { useConsentUi } from "./consent-provider";
import { consentTexts, preferencesHref } from "./texts";

/** The 'Cookie Preferences' dialog: a native modal <dialog>, open while there is a working copy. */
export function PreferencesDialog() {
  const { ui, act } = useConsentUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = ui.working !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cookie-preferences-title"
      aria-describedby="cookie-preferences-description"
      // Escape closes a native dialog; that is Cancel.
      onCancel={(event) => {
        event.preventDefault();
        act({ type: "cancel" });
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl p-6 shadow-xl backdrop:bg-black/50"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          act({ type: "save" });
        }}
      >
        <h2 id="cookie-preferences-title" className="text-xl font-semibold text-brand-900">
          {consentTexts.dialogTitle}
        </h2>
        <p id="cookie-preferences-description" className="mt-1 text-sm text-slate-600">
          {consentTexts.dialogDescription}
        </p>
        <div className="mt-4">
          <CategoryFields values={ui.working ?? onlyNecessary} onToggle={(category) => act({ type: "toggle", category })} />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={() => act({ type: "cancel" })} className={buttonClass("secondary")}>
            {consentTexts.cancel}
          </button>
          <button type="submit" className={buttonClass("primary")}>
            {consentTexts.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** The footer's way back to the choice: the preferences page without JavaScript, the dialog with it. */
export function CookiePreferencesLink({ className }: { className?: string }) {
  const { act } = useConsentUi();
  const location = useLocation();
  return (
    <a
      href={preferencesHref(`${location.pathname}${location.search}`)}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        act({ type: "customize" });
      }}
    >
      {consentTexts.footerLink}
    </a>
  );
}
