import { data, Form } from "react-router";
import { pageMeta } from "~/layout/meta";
import { subscriberClaimFromConfirmToken } from "~/newsletter/confirm-link.server";
import { confirmationValidDays } from "~/newsletter/confirmation-email";
import { confirmationState, confirmSubscription } from "~/newsletter/subscription.server";
import { guidePath } from "~/newsletter/welcome-email";
import { buttonClass, ButtonLink } from "~/ui/button";
import type { Route } from "./+types/newsletter-confirm";
import { routePolicy } from "~/lib/route-policy";

// A personal token in the link.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Confirm your subscription", "Confirm your Pointwise newsletter subscription."),
  { name: "robots", content: "noindex" },
];

type State = "ask" | "confirmed" | "already" | "invalid";

function subscriberOf(request: Request) {
  return subscriberClaimFromConfirmToken(new URL(request.url).searchParams.get("token"));
}

/** A visit from the email's link asks first: link scanners follow links, and must not confirm for anyone. */
export async function loader({ request }: Route.LoaderArgs) {
  const claim = subscriberOf(request);
  const found = claim === undefined ? "invalid" : await confirmationState(claim);
  const state: State = found === "pending" ? "ask" : found;
  return data({ state }, { status: state === "invalid" ? 400 : 200 });
}

/** The page's button: confirms once, and sends the welcome email with the guide once. */
export async function action({ request }: Route.ActionArgs) {
  const claim = subscriberOf(request);
  const state: State = claim === undefined ? "invalid" : await confirmSubscription(claim);
  return data({ state }, { status: state === "invalid" ? 400 : 200 });
}

const texts: Record<State, { title: string; body: string }> = {
  ask: {
    title: "Confirm your subscription",
    body: "Press the button to start receiving the Pointwise newsletter. Your welcome email with the free guide follows right away.",
  },
  confirmed: {
    title: "Your subscription is confirmed",
    body: "Thanks! Your welcome email with the free guide is on its way.",
  },
  already: {
    title: "Your subscription is already confirmed",
    body: "There is nothing more to do: you are on the list.",
  },
  invalid: {
    title: "This confirmation link is not valid",
    body: `The link may be incomplete, or older than ${confirmationValidDays} days. Subscribe again from the home page and we will send you a new one.`,
  },
};

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const { title, body } = texts[state];
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-slate-700">{body}</p>
      {state === "ask" ? (
        <Form method="post" className="mt-6">
          <button type="submit" className={buttonClass()}>
            Confirm subscription
          </button>
        </Form>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          {state === "invalid" ? null : <ButtonLink to={guidePath}>Read the free guide</ButtonLink>}
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
