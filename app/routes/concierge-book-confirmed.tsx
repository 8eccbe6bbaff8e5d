import { data } from "react-router";
import { TrackOnView } from "~/insights/track-on-view";
import { pageMeta } from "~/layout/meta";
import { BookingSummary } from "~/strategy-session/booking-summary";
import { sessionPriceLabel } from "~/strategy-session/format";
import { readReceipt, type Receipt } from "~/strategy-session/receipt.server";
import { ButtonLink } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/concierge-book-confirmed";
import { routePolicy } from "~/lib/route-policy";

// Personal links: never cached or listed.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Booking Confirmed!", "Your Points Strategy Session booking."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const receipt = await readReceipt(new URL(request.url));
  if (!receipt) throw data("This booking link is not valid any more.", { status: 404 });
  return { receipt };
}

/** What happened, in the visitor's words: reserved and awaiting payment, paid, or payment still on its way. */
function statusText(receipt: Receipt): { heading: string; lines: string[] } {
  if (receipt.status === "confirmed") {
    return {
      heading: "Booking Confirmed!",
      lines: [`Your payment was received. A confirmation email with a calendar invitation is on its way to ${receipt.email}.`],
    };
  }
  if (receipt.status === "awaiting_payment") {
    return {
      heading: "Booking Confirmed!",
      lines: [
        `Your time is reserved. A confirmation email with a calendar invitation is on its way to ${receipt.email}.`,
        `We will send you a secure payment link for ${sessionPriceLabel} shortly; your card has not been charged.`,
      ],
    };
  }
  if (receipt.status === "held") {
    return {
      heading: "Confirming your payment",
      lines: [
        "Stripe is confirming your payment. You will get a confirmation email as soon as it arrives; this usually takes a few seconds.",
      ],
    };
  }
  return { heading: "This booking is no longer active", lines: ["The time was released. You are welcome to book another time."] };
}

export default function BookingConfirmed({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  const text = statusText(receipt);
  return (
    <>
      <TrackOnView event="session_booked" />
      <PageHeader title={text.heading} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 text-slate-800">
        {text.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <BookingSummary date={receipt.date} time={receipt.time} headingLevel={2} />
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/concierge#strategy" variant="secondary">
            Back to Concierge Services
          </ButtonLink>
          {receipt.status === "cancelled" || receipt.status === "expired" ? (
            <ButtonLink to="/concierge/book">Book another time</ButtonLink>
          ) : null}
        </div>
      </div>
    </>
  );
}
