import { data, Form } from "react-router";
import { thresholdText } from "~/deals/offer-watch";
import { stopWatchByLink, watchForStopLink } from "~/deals/offer-watches.server";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { buttonClass, ButtonLink } from "~/ui/button";
import type { Route } from "./+types/alerts-offer-watch-stop";

// A personal token in the link; mail apps post the one-click stop here (RFC 8058).
export const handle = routePolicy({ public: true, postedByServers: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Stop a card-offer alert", "Turn off the email alert for a card's welcome bonus."),
  { name: "robots", content: "noindex" },
];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** The email's link asks first: link scanners follow links, and must not stop anyone's alert. */
export async function loader({ request }: Route.LoaderArgs) {
  const watch = await watchForStopLink(tokenOf(request));
  return data({ state: watch ? ("ask" as const) : ("invalid" as const), watch }, { status: watch ? 200 : 400 });
}

/**
 * The page's button and a mail app's one-click POST alike: the signed token alone authorises it.
 * A second post finds the watch gone and says the link no longer works.
 */
export async function action({ request }: Route.ActionArgs) {
  const watch = await stopWatchByLink(tokenOf(request));
  return data({ state: watch ? ("done" as const) : ("invalid" as const), watch }, { status: watch ? 200 : 400 });
}

export default function StopOfferWatch({ loaderData, actionData }: Route.ComponentProps) {
  const { state, watch } = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">
        {state === "ask" ? "Stop this alert?" : state === "done" ? "Your alert is off" : "This link no longer works"}
      </h1>
      {state === "ask" && watch ? (
        <>
          <p className="mt-4 text-slate-700">
            We will stop emailing you about the {watch.cardName}'s welcome bonus reaching {thresholdText(watch.threshold, watch.bonusUnit)}.
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass()}>
              Stop the alert
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            {state === "done"
              ? "We won't email you about this card again. You can ask again on its page at any time."
              : "The alert may already be off, or the link is incomplete: copy the whole address from the email."}
          </p>
          <ButtonLink to="/deals" variant="secondary" className="mt-6">
            See the card deals
          </ButtonLink>
        </>
      )}
    </div>
  );
}
