import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "~/ui/button";
import { bannerVisible } from "./consent";
import { useConsentUi } from "./consent-provider";
import { consentTexts, preferencesPath } from "./texts";
import { SiteLink } from "~/ui/site-link";

/**
 * First in the document, so it comes first in keyboard order, but drawn at the bottom:
 * `order-last` in the body's flex column, sticky to the viewport's bottom edge. Being in the
 * flow, it takes its own height at the end of the page and never covers the footer.
 * Without JavaScript it is a plain form; its three buttons post the choice.
 */
export function CookieBanner() {
  const { ui, act } = useConsentUi();
  const location = useLocation();
  if (!bannerVisible(ui) || location.pathname === preferencesPath) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (choice === "accept") act({ type: "acceptAll" });
    else if (choice === "reject") act({ type: "rejectAll" });
    else if (choice === "customize") act({ type: "customize" });
  };

  return (
    <section
      id="cookie-banner"
      aria-labelledby="cookie-banner-title"
      className="sticky bottom-0 z-30 order-last print:hidden border-t border-slate-200 bg-white shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
    >
      <form
        method="post"
        action={preferencesPath}
        onSubmit={onSubmit}
        className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6"
      >
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <div className="flex-1 text-sm text-slate-700">
          <h2 id="cookie-banner-title" className="text-base font-semibold text-brand-900">
            {consentTexts.bannerTitle}
          </h2>
          <p className="mt-1">
            {consentTexts.bannerText}{" "}
            <SiteLink to="/privacy-policy" className="font-medium text-brand-700 underline">
              {consentTexts.privacyLink}
            </SiteLink>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="choice" value="reject" className={buttonClass("secondary")}>
            {consentTexts.rejectAll}
          </button>
          <button type="submit" name="choice" value="customize" className={buttonClass("secondary")}>
            {consentTexts.customize}
          </button>
          <button type="submit" name="choice" value="accept" className={buttonClass("primary")}>
            {consentTexts.acceptAll}
          </button>
        </div>
      </form>
    </section>
  );
}
