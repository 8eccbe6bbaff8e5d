import { CheckCircle2 } from "lucide-react";
import { conciergePromises } from "~/concierge/pricing";
import { TrackOnView } from "~/insights/track-on-view";
import { pageMeta } from "~/layout/meta";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/booking-form-received";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Booking Request Received", "Your Points Booking Concierge request has been received."),
  { name: "robots", content: "noindex" },
];

/** Where a valid request lands (post/redirect/get): reloading it sends nothing again. */
export default function BookingRequestReceived() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <TrackOnView event="concierge_submitted" />
      <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-green-700" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900">Booking Request Received!</h1>
      <p className="mt-4 text-lg text-slate-700">
        Thank you! Our team will review your details and contact you within {conciergePromises.replyWithinHours} hours. A copy of your
        request is on its way to your inbox.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
