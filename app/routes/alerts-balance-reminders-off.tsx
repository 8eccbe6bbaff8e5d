import { data, Form } from "react-router";
import { walletPath } from "~/account/paths";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { buttonClass, ButtonLink } from "~/ui/button";
import { offLinkOpens, turnOffByLink } from "~/wallet/balance-reminder-setting.server";
import type { Route } from "./+types/alerts-balance-reminders-off";

// A personal token in the link; mail apps post the RFC 8058 one-click here without cookies.
export const handle = routePolicy({ public: true, postedByServers: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Stop balance reminders", "Stop the emails that say when a wallet balance is about to expire."),
  { name: "robots", content: "noindex" },
];

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

/** Opening the link only asks: link scanners follow links, and must not turn anything off. */
export async function loader({ request }: Route.LoaderArgs) {
  const valid = await offLinkOpens(tokenOf(request));
  return data({ state: valid ? ("ask" as const) : ("invalid" as const) }, { status: valid ? 200 : 400 });
}

/**
 * The page's button and a mail app's one-click post (body `List-Unsubscribe=One-Click`) land
 * here alike: the signed token alone authorises it, and a repeated post answers the same.
 */
export async function action({ request }: Route.ActionArgs) {
  const done = await turnOffByLink(tokenOf(request));
  return data({ state: done ? ("done" as const) : ("invalid" as const) }, { status: done ? 200 : 400 });
}

const headings = {
  ask: "Stop balance-expiry reminders for this account?",
  done: "Balance reminders are off",
  invalid: "This link is not valid",
} as const;

export default function BalanceRemindersOff({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">{headings[state]}</h1>
      {state === "ask" ? (
        <>
          <p className="mt-4 text-slate-700">
            We will stop emailing you 60 and 14 days before a balance in your wallet expires. Your wallet stays as it is, and you can turn
            the reminders on again from your account.
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass()}>
              Stop balance reminders
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            {state === "done"
              ? "We won't email you about expiring balances any more. Your wallet still shows when each balance expires."
              : "The link may be incomplete. Copy the whole address from the email, or turn reminders off from your account."}
          </p>
          <ButtonLink to={walletPath} variant="secondary" className="mt-6">
            Go to your wallet
          </ButtonLink>
        </>
      )}
    </div>
  );
}
