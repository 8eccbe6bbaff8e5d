import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { ComingSoon } from "~/ui/coming-soon";
import type { Route } from "./+types/concierge";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Concierge Services",
    description: "Points Booking Concierge and Points Strategy Session: expert help to book award travel with your points.",
    path: "/concierge",
    siteUrl: rootSiteUrl(matches),
  });

export default function Page() {
  return (
    <ComingSoon title="Concierge Services">
      <p>Our experts book award travel with your points, or review your strategy with you one on one.</p>
    </ComingSoon>
  );
}
