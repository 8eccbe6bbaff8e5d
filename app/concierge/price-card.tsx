import { Check, Info } from "lucide-react";
import { Link } from "react-router";
import { getStartedPath } from "~/config/site";
import { ButtonLink, buttonClass } from "~/ui/button";
import {
  additionalPassengerCents,
  conciergeDepositCents,
  conciergePromises,
  conciergeQuoteCents,
  firstPassengerCents,
  formatUsd,
} from "./pricing";

const popoverId = "multi-passenger-pricing";

/**
 * The concierge's price card. Its note on multi-passenger pricing is a native popover: it opens
 * from its button without JavaScript, and the browser closes it on Escape or a click outside.
 */
export function PriceCard() {
  const included = [
    `Turnaround in under ${conciergePromises.replyWithinHours} hours`,
    `Up to ${conciergePromises.itineraries} itineraries to choose from`,
    `${conciergePromises.airlines} airlines searched`,
    `${conciergePromises.loyaltyPrograms} loyalty programs compared`,
  ];
  return (
    <section aria-labelledby="price-heading" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 p-6 shadow-lg sm:p-8">
        <h2 id="price-heading" className="text-2xl font-bold text-brand-900">
          Concierge pricing
        </h2>
        <p className="mt-4 text-slate-700">
          <span className="text-4xl font-bold text-brand-900">{formatUsd(firstPassengerCents)}</span> for the first passenger
        </p>
        <p className="mt-1 text-slate-700">
          +{formatUsd(additionalPassengerCents)} for each additional passenger
          <button
            type="button"
            popoverTarget={popoverId}
            aria-label="How multi-passenger pricing works"
            className="ml-2 inline-flex size-7 items-center justify-center rounded-full align-middle text-brand-700 hover:bg-brand-50"
          >
            <Info aria-hidden="true" className="size-5" />
          </button>
        </p>
        <div
          id={popoverId}
          popover="auto"
          role="dialog"
          aria-labelledby={`${popoverId}-heading`}
          className="m-auto max-w-sm rounded-xl border border-slate-200 bg-white p-5 text-slate-800 shadow-xl backdrop:bg-slate-900/20"
        >
          <h3 id={`${popoverId}-heading`} className="font-semibold text-brand-900">
            Multi-passenger pricing
          </h3>
          <p className="mt-2 text-sm">
            The first passenger is {formatUsd(firstPassengerCents)}; every additional passenger on the same itinerary adds{" "}
            {formatUsd(additionalPassengerCents)}. Two passengers pay {formatUsd(conciergeQuoteCents(2))}, three pay{" "}
            {formatUsd(conciergeQuoteCents(3))}.
          </p>
          <button type="button" popoverTarget={popoverId} popoverTargetAction="hide" className={buttonClass("secondary", "mt-4")}>
            Close
          </button>
        </div>
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
          <strong>{formatUsd(conciergeDepositCents)} deposit</strong> to get started: a research fee applied to your service cost, and
          refunded if we find no suitable itinerary.
        </p>
        <ul className="mt-6 space-y-2">
          {included.map((line) => (
            <li key={line} className="flex items-center gap-2 text-slate-800">
              <Check aria-hidden="true" className="size-5 text-green-700" />
              {line}
            </li>
          ))}
        </ul>
        <ButtonLink to={getStartedPath} className="mt-8 w-full py-3 text-base">
          Get Started
        </ButtonLink>
        <p className="mt-3 text-center text-sm">
          <Link to="/concierge/terms" className="font-medium text-brand-700 underline hover:text-brand-900">
            Read the concierge terms
          </Link>
        </p>
      </div>
    </section>
  );
}
