import { data } from "react-router";
import { pageMeta } from "~/layout/meta";
import { BookingSummary } from "~/strategy-session/booking-summary";
import { readReceipt } from "~/strategy-session/receipt.server";
import { ButtonLink } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/concierge-book-checkout-cancelled";
import { routePolicy } from "~/lib/route-policy";

// Personal links: never cached or listed.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Payment cancelled", "Your Points Strategy Session was not paid."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const receipt = await readReceipt(new URL(request.url));
  if (!receipt) throw data("This booking link is not valid any more.", { status: 404 });
  return { receipt };
}

/** Stripe's cancel return: nothing was charged; the hold runs out on its own within 30 minutes. */
export default function CheckoutCancelled({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  return (
    <>
      <PageHeader title="Payment cancelled" />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 text-slate-800">
        <p>You left the payment page, so nothing was charged and the session is not booked.</p>
        <p>We keep the time for you for up to 30 minutes from when you started; after that it is free for others again.</p>
        <BookingSummary date={receipt.date} time={receipt.time} headingLevel={2} />
        <ButtonLink to="/concierge/book">Choose a time again</ButtonLink>
      </div>
    </>
  );
}
