import { AccountNav } from "~/account/account-nav";
import { data } from "react-router";
import { requireVisitor } from "~/account/signed-in.server";
import { awardWatchesSwitchedOn } from "~/award-watches/offer-setting.server";
import { awardWatchesPath } from "~/award-watches/paths";
import { maxWatchesPerAccount, readWatchForm, type PlaceResolver } from "~/award-watches/watch-form";
import { WatchForm, watchIntents, WatchList, type WatchFormRefusal } from "~/award-watches/watch-form-view";
import { addAwardWatch, deleteAwardWatch, listAwardWatches } from "~/award-watches/watches.server";
import { placeFinder } from "~/chat/airport-data.server";
import { awardSearchConfig } from "~/chat/config.server";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { requestInfoContext } from "~/request-context";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/account-award-watches";

// Public in the sense that no admin sign-in guards it: the visitor's own session does. Never
// cacheable: the page is one visitor's, and their cookie keeps the page cache away.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Award-space watches", "Get an email when award space opens on a route you watch."),
  { name: "robots", content: "noindex" },
];

/** Watches need a provider key and the owner's word that the key's terms allow them. */
async function watchesOffered(): Promise<boolean> {
  return awardSearchConfig() !== undefined && (await awardWatchesSwitchedOn());
}

/** An airport code or a place the assistant knows (a metro area, a city), as the assistant reads it. */
const resolvePlace: PlaceResolver = (text) => {
  const match = placeFinder().find(text);
  return match.kind === "found" ? match.place : undefined;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await requireVisitor(request, context.get(requestInfoContext).secure);
  if (!(await watchesOffered())) return { offered: false as const };
  const today = businessDay();
  return { offered: true as const, today, watches: await listAwardWatches(visitor.accountId, today) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const visitor = await requireVisitor(request, context.get(requestInfoContext).secure);
  if (!(await watchesOffered())) throw data("Award-space watches are not offered on this site.", { status: 404 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === watchIntents.remove) {
    const deleted = await deleteAwardWatch(visitor.accountId, Number(form.get("watchId")));
    return redirectWithNotice(
      context,
      awardWatchesPath,
      deleted ? destructiveNotice("Watch deleted") : successNotice("That watch was already gone"),
    );
  }
  if (intent !== watchIntents.add) throw data("Unknown action", { status: 400 });
  const result = readWatchForm(form, businessDay(), resolvePlace);
  if (!result.ok) return data<WatchFormRefusal>({ errors: result.errors, posted: result.posted }, { status: 400 });
  if ((await addAwardWatch(visitor.accountId, result.value)) === "full") {
    const formError = `You have ${maxWatchesPerAccount} watches, the most an account keeps. Delete one to add another.`;
    return data<WatchFormRefusal>({ errors: {}, posted: result.posted, formError }, { status: 400 });
  }
  return redirectWithNotice(context, awardWatchesPath, successNotice("Watch added", "We check it once a day and email you each new seat."));
}

export default function AccountAwardWatches({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Award-space watches">
        <p>Watch a route and get one email for each new award seat at or under your miles, checked once a day.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <AccountNav />
        {loaderData.offered ? (
          <>
            <section aria-labelledby="add-watch-heading" className="mt-8">
              <h2 id="add-watch-heading" className="text-xl font-semibold text-brand-900">
                Add a watch
              </h2>
              <WatchForm refusal={actionData} today={loaderData.today} full={loaderData.watches.length >= maxWatchesPerAccount} />
            </section>
            <section aria-labelledby="your-watches-heading" className="mt-10">
              <h2 id="your-watches-heading" className="text-xl font-semibold text-brand-900">
                Your watches
              </h2>
              <WatchList watches={loaderData.watches} />
            </section>
          </>
        ) : (
          <p className="mt-8 text-slate-700">Award-space watches are not offered on this site.</p>
        )}
      </div>
    </>
  );
}
