import { pageMeta } from "~/layout/meta";
import { ComingSoon } from "~/ui/coming-soon";
import type { Route } from "./+types/booking-form";

export const meta: Route.MetaFunction = () => pageMeta("Points Booking Concierge", "Request an award booking: tell us your trip and your points, and our experts will find the best itineraries.");

export default function Page() {
  return (
    <ComingSoon title="Points Booking Concierge">
      <p>Tell us about your trip and your points, and our experts will find and book the best award itineraries.</p>
    </ComingSoon>
  );
}
