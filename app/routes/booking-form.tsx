import { currentVisitor, readWithVisitor, requestVisitor } from "~/account/account.server";
import { conciergePromises } from "~/concierge/pricing";
import { conciergeRequestAction, requestFormLoader } from "~/concierge/request-action.server";
import { RecentBookingsColumn } from "~/concierge/recent-bookings-column";
import { RequestForm } from "~/concierge/request-form";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/booking-form";
import { maxStopsOptions, preferredClassOptions, requestLimits } from "~/concierge/request-values";
import { routePolicy } from "~/lib/route-policy";
import { choice, optionValues, trimmedText } from "~/page-cache/query-key";
import { walletOffer } from "~/lib/wallet-offer";
import { readCatalog } from "~/points/catalog.server";
import { requestInfoContext } from "~/request-context";
import { leadWalletSnapshot } from "~/wallet/lead-wallet.server";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";

const prefillText = trimmedText(requestLimits.travelDates);

/**
 * The prefill fields, cut and checked as the form does. Cacheable: its spam-guard stamp may be
 * shared and its duplicate-submission key is derived from the post (decision 033).
 */
export const handle = routePolicy({
  public: true,
  indexable: true,
  cacheable: true,
  publicForm: true,
  query: {
    fromDestination: prefillText,
    toDestination: prefillText,
    travelDates: prefillText,
    passengers: prefillText,
    preferredClass: choice(optionValues(preferredClassOptions)),
    maxStops: choice(optionValues(maxStopsOptions)),
    pointsList: prefillText,
  },
});

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Points Booking Concierge",
    description: "Request an award booking: tell us your trip and your points, and our experts will find the best itineraries.",
    path: "/booking-form",
    siteUrl: rootSiteUrl(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  // Only a signed-in visitor has a wallet to offer: the anonymous page stays the cached one.
  // The root loader asks for the visitor too: one look-up per request, shared through the context.
  const wallet = await walletOf(await requestVisitor(request, context));
  return { ...requestFormLoader(request), today: businessDay(), walletOffer: walletOffer(wallet) };
}

export function action({ request, context }: Route.ActionArgs) {
  const leadWallet = async () => leadWalletSnapshot(await currentVisitor(request, context.get(requestInfoContext).secure), readCatalog);
  return conciergeRequestAction(request, context, leadWallet);
}

export default function BookingForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = actionData ?? { ...loaderData, errors: {}, refusal: undefined, attachWallet: false };
  return (
    <>
      <PageHeader title="Points Booking Concierge">
        <p>
          Tell us where you want to go and which points you hold. Our experts search the award space and reply within{" "}
          {conciergePromises.replyWithinHours} hours.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <RequestForm
          values={form.values}
          errors={form.errors}
          refusal={form.refusal}
          formStamp={form.formStamp}
          walletOffer={loaderData.walletOffer}
          attachWallet={form.attachWallet}
        />
        <RecentBookingsColumn today={loaderData.today} />
      </div>
    </>
  );
}
