import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { ComingSoon } from "~/ui/coming-soon";
import type { Route } from "./+types/booking-form";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Points Booking Concierge",
    description: "Request an award booking: tell us your trip and your points, and our experts will find the best itineraries.",
    path: "/booking-form",
    siteUrl: rootSiteUrl(matches),
  });

export default function Page() {
  return (
    <ComingSoon title="Points Booking Concierge">
      <p>Tell us about your trip and your points, and our experts will find and book the best award itineraries.</p>
    </ComingSoon>
  );
}
