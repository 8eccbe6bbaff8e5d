import { currentVisitor, readWithVisitor, requestVisitor } from "~/account/account.server";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { walletOffer } from "~/lib/wallet-offer";
import { readCatalog } from "~/points/catalog.server";
import { requestInfoContext } from "~/request-context";
import { leadWalletSnapshot } from "~/wallet/lead-wallet.server";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
import { bookingAction } from "~/strategy-session/book-action.server";
import { bookPageData } from "~/strategy-session/book-page.server";
import { DayStep, DetailsStep, MonthStep } from "~/strategy-session/book-steps";
import { isIsoDate } from "~/strategy-session/slots";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/concierge-book";
import { routePolicy } from "~/lib/route-policy";

// Live availability: never cached.
export const handle = routePolicy({ public: true });

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Book a Points Strategy Session",
    description: "Choose a date and time for your one-hour Points Strategy Session and book it.",
    path: "/concierge/book",
    siteUrl: rootSiteUrl(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  // The root loader asks for the visitor too: one look-up per request, shared through the context.
  const wallet = await walletOf(await requestVisitor(request, context));
  return bookPageData(new URL(request.url), new Date(), walletOffer(wallet));
}

export function action({ request, context }: Route.ActionArgs) {
  const leadWallet = async () => leadWalletSnapshot(await currentVisitor(request, context.get(requestInfoContext).secure), readCatalog);
  return bookingAction(request, context, leadWallet);
}

export default function BookSession({ loaderData, actionData }: Route.ComponentProps) {
  const { state, withCard, formStamp, walletOffer } = loaderData;
  // A refused post shows the details form again, with what was typed, whatever the slot's state now.
  const posted = actionData && isIsoDate(actionData.values.date) ? actionData : undefined;
  const details = posted ? posted.values : state.step === "details" ? state : undefined;
  return (
    <>
      <PageHeader title="Book a Points Strategy Session">
        <p>A one-hour, personalised review of your cards and points. Pick a date and time, then add your details.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {details ? (
          <DetailsStep
            date={details.date}
            time={details.time}
            withCard={withCard}
            formStamp={formStamp}
            result={posted}
            walletOffer={walletOffer}
          />
        ) : state.step === "day" ? (
          <DayStep date={state.date} slots={state.slots} unavailable={state.unavailable} />
        ) : state.step === "month" ? (
          <MonthStep month={state.month} days={state.days} />
        ) : null}
      </div>
    </>
  );
}
