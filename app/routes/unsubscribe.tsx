import { data, Form } from "react-router";
import { pageMeta } from "~/layout/meta";
import { subscriberClaimFromToken } from "~/newsletter/unsubscribe-link.server";
import { unsubscribeByLink, unsubscribeLinkOpens } from "~/newsletter/subscribers.server";
import { buttonClass, ButtonLink } from "~/ui/button";
import type { Route } from "./+types/unsubscribe";
import { routePolicy } from "~/lib/route-policy";

// A personal token in the link.
export const handle = routePolicy({ public: true, postedByServers: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Unsubscribe", "Stop receiving the Pointwise newsletter."),
  { name: "robots", content: "noindex" },
];

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

/** A visit from the email's link asks first: link scanners follow links, and must not unsubscribe anyone. */
export async function loader({ request }: Route.LoaderArgs) {
  const claim = subscriberClaimFromToken(tokenOf(request));
  const valid = claim !== undefined && (await unsubscribeLinkOpens(claim));
  return data({ state: valid ? ("ask" as const) : ("invalid" as const) }, { status: valid ? 200 : 400 });
}

/**
 * RFC 8058 one-click: a mail provider POSTs here (without cookies or an Origin) and the signed
 * token alone authorises it; the page's own button posts the same way. Unsubscribing erases the
 * subscriber, so a repeated post finds nobody and answers the same: a signed token was issued to
 * a real subscriber, who is not on the list any more either way.
 */
export async function action({ request }: Route.ActionArgs) {
  const claim = subscriberClaimFromToken(tokenOf(request));
  const done = claim !== undefined && (await unsubscribeByLink(claim)) === "done";
  return data({ state: done ? ("done" as const) : ("invalid" as const) }, { status: done ? 200 : 400 });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">
        {state === "done"
          ? "You have been unsubscribed"
          : state === "ask"
            ? "Unsubscribe from our newsletter?"
            : "This unsubscribe link is not valid"}
      </h1>
      {state === "ask" ? (
        <>
          <p className="mt-4 text-slate-700">
            You will stop receiving the Pointwise newsletter and your address is deleted from our list. You can subscribe again at any time.
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass()}>
              Unsubscribe
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            {state === "done"
              ? "We won't send you the newsletter again, and your address has been deleted from our list. Thanks for reading."
              : "The link may be incomplete. Copy the whole address from the email, or use the unsubscribe button in your mail app."}
          </p>
          <ButtonLink to="/" variant="secondary" className="mt-6">
            Back to home
          </ButtonLink>
        </>
      )}
    </div>
  );
}
