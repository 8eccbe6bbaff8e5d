import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { strategySessionMinutes } from "~/config/business";
import { BookSessionButton } from "~/strategy-session/book-session-button";
import { sessionPriceLabel } from "~/strategy-session/format";
import { ComingSoon } from "~/ui/coming-soon";
import type { Route } from "./+types/concierge";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Concierge Services",
    description: "Points Booking Concierge and Points Strategy Session: expert help to book award travel with your points.",
    path: "/concierge",
    siteUrl: rootSiteUrl(matches),
  });

// The concierge page itself is built in its own issue; this strategy block carries the Book Session control.
export default function Page() {
  return (
    <>
      <ComingSoon title="Concierge Services">
        <p>Our experts book award travel with your points, or review your strategy with you one on one.</p>
      </ComingSoon>
      <section id="strategy" aria-labelledby="strategy-heading" className="mx-auto max-w-5xl px-4 pb-12">
        <h2 id="strategy-heading" className="text-2xl font-bold text-brand-900">
          Points Strategy Session
        </h2>
        <p className="mt-2 text-slate-700">
          {sessionPriceLabel} · {strategySessionMinutes} minutes
        </p>
        <BookSessionButton className="mt-4" />
      </section>
    </>
  );
}
