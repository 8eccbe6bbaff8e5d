import { data, Form } from "react-router";
import { thresholdText } from "~/deals/offer-watch";
import { confirmWatch, watchForConfirmLink } from "~/deals/offer-watches.server";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { buttonClass, ButtonLink } from "~/ui/button";
import type { Route } from "./+types/alerts-offer-watch-confirm";

// A personal token in the link.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Confirm your card-offer alert", "Confirm the email alert for a card's welcome bonus."),
  { name: "robots", content: "noindex" },
];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** The email's link asks first: link scanners follow links, and must not confirm for anyone. */
export async function loader({ request }: Route.LoaderArgs) {
  const watch = await watchForConfirmLink(tokenOf(request));
  return data({ state: watch ? ("ask" as const) : ("invalid" as const), watch }, { status: watch ? 200 : 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const watch = await confirmWatch(tokenOf(request));
  return data({ state: watch ? ("done" as const) : ("invalid" as const), watch }, { status: watch ? 200 : 400 });
}

export default function ConfirmOfferWatch({ loaderData, actionData }: Route.ComponentProps) {
  const { state, watch } = actionData ?? loaderData;
  const what = watch ? `the ${watch.cardName}'s welcome bonus reaches ${thresholdText(watch.threshold, watch.bonusUnit)}` : "";
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">
        {state === "ask" ? "Confirm your alert" : state === "done" ? "Your alert is on" : "This confirmation link is not valid"}
      </h1>
      {state === "ask" ? (
        <>
          <p className="mt-4 text-slate-700">Press the button and we'll email you once when {what}.</p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass()}>
              Confirm my alert
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            {state === "done"
              ? `We'll email you when ${what}. Each email has a link to turn the alert off.`
              : "It may be incomplete or older than 7 days. Ask for the alert again on the card's page."}
          </p>
          <ButtonLink to={watch ? `/deals/${watch.slug}` : "/deals"} variant="secondary" className="mt-6">
            {watch ? `Back to the ${watch.cardName}` : "See the card deals"}
          </ButtonLink>
        </>
      )}
    </div>
  );
}
