import { Link } from "react-router";
import { parsePartySize } from "./request-values";
import { additionalPassengerCents, conciergeDepositCents, conciergeQuoteCents, firstPassengerCents, formatUsd } from "./pricing";

/** The fee for the party typed so far, updated as the visitor types; the rule when none is typed. */
export function PricePreview({ passengers }: { passengers: string }) {
  const party = parsePartySize(passengers);
  return (
    <section aria-labelledby="price-preview-heading" className="rounded-lg bg-brand-50 p-4 sm:p-6">
      <h2 id="price-preview-heading" className="text-lg font-semibold text-brand-900">
        Your concierge fee
      </h2>
      <p aria-live="polite" className="mt-2 text-2xl font-bold text-brand-900">
        {party
          ? `${formatUsd(conciergeQuoteCents(party))} for ${party} passenger${party === 1 ? "" : "s"}`
          : `From ${formatUsd(firstPassengerCents)}`}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {formatUsd(firstPassengerCents)} for the first passenger, +{formatUsd(additionalPassengerCents)} for each additional passenger. A{" "}
        {formatUsd(conciergeDepositCents)} deposit starts the search; it is applied to your fee, and refunded if we find no suitable
        itinerary.{" "}
        <Link to="/concierge/terms" className="font-medium text-brand-700 underline hover:text-brand-900">
          Concierge terms
        </Link>
      </p>
    </section>
  );
}
