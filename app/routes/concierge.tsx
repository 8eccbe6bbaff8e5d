import { ConciergeHero } from "~/concierge/concierge-hero";
import { faqPageJsonLd } from "~/concierge/faq-content";
import { FaqSection } from "~/concierge/faq-section";
import { PriceCard } from "~/concierge/price-card";
import { StrategySessionBlock } from "~/concierge/strategy-session-block";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { JsonLdScript } from "~/seo/json-ld-script";
import { BookSessionButton } from "~/strategy-session/book-session-button";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/concierge";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Concierge Services",
    description: "Points Booking Concierge and Points Strategy Session: expert help to book award travel with your points.",
    path: "/concierge",
    siteUrl: rootSiteUrl(matches),
  });

/** The page's blocks in order: header, concierge, strategy session, FAQ. */
export default function Concierge() {
  return (
    <>
      <JsonLdScript data={faqPageJsonLd()} />
      <PageHeader title="Concierge Services">
        <p>
          Expert help to turn your points and miles into the trips you want: we book award travel for you, or plan your strategy with you
          one on one.
        </p>
      </PageHeader>
      <ConciergeHero />
      <PriceCard />
      <StrategySessionBlock bookSession={<BookSessionButton className="w-full py-3 text-base" />} />
      <FaqSection />
    </>
  );
}
