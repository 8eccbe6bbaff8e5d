import { data, Form } from "react-router";
import { awardWatchesPath } from "~/award-watches/paths";
import { stopClaimFromToken } from "~/award-watches/stop-link.server";
import { watchCabinLabels } from "~/award-watches/watch-form";
import { stopWatchOfClaim, watchOfStopClaim } from "~/award-watches/watches.server";
import { pageMeta } from "~/layout/meta";
import { formatIsoDate } from "~/lib/format-date";
import { routePolicy } from "~/lib/route-policy";
import { buttonClass, ButtonLink } from "~/ui/button";
import type { Route } from "./+types/alerts-award-watch-stop";

// A personal token in the link; mail providers POST the one-click stop here.
export const handle = routePolicy({ public: true, postedByServers: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Stop an award-space watch", "Stop the emails of one award-space watch."),
  { name: "robots", content: "noindex" },
];

const claimOf = (request: Request) => stopClaimFromToken(new URL(request.url).searchParams.get("token"));

/** A visit from the email asks first: link scanners follow links, and must not stop anything. */
export async function loader({ request }: Route.LoaderArgs) {
  const claim = claimOf(request);
  const watch = claim && (await watchOfStopClaim(claim));
  if (!watch) return data({ state: "invalid" as const, what: "" }, { status: 400 });
  const what = `${watch.route}, ${watchCabinLabels[watch.cabin].toLowerCase()}, ${formatIsoDate(watch.startDate)} to ${formatIsoDate(watch.endDate)}`;
  return { state: "ask" as const, what };
}

/**
 * RFC 8058 one-click (a body of List-Unsubscribe=One-Click, no cookies) and the page's own button
 * post here alike: the signed token alone authorises stopping that one watch.
 */
export async function action({ request }: Route.ActionArgs) {
  const claim = claimOf(request);
  const stopped = claim !== undefined && (await stopWatchOfClaim(claim));
  return data({ state: stopped ? ("done" as const) : ("invalid" as const) }, { status: stopped ? 200 : 400 });
}

export default function StopAwardWatch({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">
        {state === "done" ? "Your watch has stopped" : state === "ask" ? "Stop this award-space watch?" : "This link is not valid any more"}
      </h1>
      {state === "ask" ? (
        <>
          <p className="mt-4 text-slate-700">
            The watch on {loaderData.what} is deleted and sends no more emails. Your other watches carry on.
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass()}>
              Stop this watch
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            {state === "done"
              ? "We won't email you about it again."
              : "The watch may have been stopped or deleted already, or the link is incomplete: copy the whole address from the email."}
          </p>
          <ButtonLink to={awardWatchesPath} variant="secondary" className="mt-6">
            Your award-space watches
          </ButtonLink>
        </>
      )}
    </div>
  );
}
