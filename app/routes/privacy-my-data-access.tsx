import { data, Form, Link, redirect } from "react-router";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { privacyMessages } from "~/privacy/messages";
import { retentionSettings } from "~/privacy/retention.server";
import { accessPath, exportPath, selfServicePath } from "~/privacy/paths";
import { accessAddress, accessSetCookie, hasPendingErasure, openAccessLink, requestErasure } from "~/privacy/self-service.server";
import { requestInfoContext } from "~/request-context";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/privacy-my-data-access";

// A personal link: public, never cached or listed.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your data", "Download your personal data or ask us to erase it."),
  { name: "robots", content: "noindex" },
];

/**
 * A visit with the emailed token only asks to continue: mail scanners follow links, and must
 * not use up the single use. Without a token, the page shows what the link opened, if anything.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.has("token")) return { state: "confirm" as const };
  const email = await accessAddress(request.headers.get("Cookie"));
  if (!email) return data({ state: "invalid" as const }, { status: 400 });
  const { autoEraseDays } = await retentionSettings();
  return { state: "open" as const, email, erasureRequested: await hasPendingErasure(email), autoEraseDays };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { secure } = context.get(requestInfoContext);
  if (form.get("intent") === "erase") {
    const email = await accessAddress(request.headers.get("Cookie"));
    if (!email) return data({ state: "invalid" as const }, { status: 400 });
    await requestErasure(email);
    return redirect(accessPath, { status: 303 });
  }
  const link = await openAccessLink(new URL(request.url).searchParams.get("token"));
  if (!link) return data({ state: "invalid" as const }, { status: 400 });
  return redirect(accessPath, { status: 303, headers: { "Set-Cookie": accessSetCookie(link.id, secure) } });
}

export default function MyDataAccess({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      {view.state === "confirm" ? <Confirm /> : view.state === "open" && "email" in view ? <Open {...view} /> : <Invalid />}
    </div>
  );
}

function Confirm() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Open your data</h1>
      <p className="mt-4 text-slate-700">This link works once. Continue to see what you can do with your data for the next 30 minutes.</p>
      {/* A plain form without an action posts to this very address, token included: the token is never written into the page. */}
      <form method="post" className="mt-6">
        <button type="submit" className={buttonClass()}>
          Continue
        </button>
      </form>
    </>
  );
}

function Open({ email, erasureRequested, autoEraseDays }: { email: string; erasureRequested: boolean; autoEraseDays: number }) {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">Your data</h1>
      <p className="mt-4 text-slate-700">
        For <strong>{email}</strong>. This page stays open in this browser for 30 minutes.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-brand-900">Download</h2>
      <p className="mt-2 text-slate-700">A JSON file with everything we hold about this address, and a header that explains each part.</p>
      <a href={exportPath} download className={buttonClass("secondary", "mt-3")}>
        Download my data
      </a>
      <h2 className="mt-8 text-lg font-semibold text-brand-900">Erase</h2>
      {erasureRequested ? (
        <div role="status" className="mt-2 rounded-md border border-brand-200 bg-brand-50 p-4">
          <p className="font-semibold text-brand-900">{privacyMessages.erasureRequestedTitle}</p>
          <p className="mt-1 text-slate-700">{privacyMessages.erasureRequested(autoEraseDays)}</p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            We will delete your details everywhere on the site, keeping only what we must for accounting (such as the date and payment
            reference of a paid session), without your name or contact details.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="erase" />
            <button type="submit" className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
              Erase my data
            </button>
          </Form>
        </>
      )}
    </>
  );
}

function Invalid() {
  return (
    <>
      <h1 className="text-2xl font-bold text-brand-900">{privacyMessages.linkInvalidTitle}</h1>
      <p className="mt-4 text-slate-700">{privacyMessages.linkInvalid}</p>
      <Link to={selfServicePath} className={buttonClass("secondary", "mt-6")}>
        Ask for a new link
      </Link>
    </>
  );
}
