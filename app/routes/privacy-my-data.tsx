import { data, redirect } from "react-router";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { privacyMessages } from "~/privacy/messages";
import { selfServicePath } from "~/privacy/paths";
import { requestAccessLink } from "~/privacy/self-service.server";
import { requestInfoContext } from "~/request-context";
import { formStamp } from "~/security/form-guard.server";
import { EmailRequestForm } from "~/ui/email-request-form";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/privacy-my-data";

// Public, never cached: every visit gets a fresh form stamp, and the answer depends on the post.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your data", "Download the personal data we hold about your email address, or ask us to erase it."),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { stamp: formStamp(), sent: new URL(request.url).searchParams.get("sent") === "1" };
}

/** The same answer for every valid address, known or not (post/redirect/get to the "sent" state). */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await requestAccessLink(await request.formData(), context.get(requestInfoContext).ip);
  if (outcome.ok) return redirect(`${selfServicePath}?sent=1`, { status: 303 });
  return data(outcome, { status: outcome.status });
}

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <PageHeader title="Your data">
        <p>See the personal data we hold about your email address, download it, or ask us to erase it.</p>
      </PageHeader>
      <div className="mx-auto max-w-xl px-4 py-12">
        {loaderData.sent ? (
          <div role="status" className="mb-8 rounded-md border border-brand-200 bg-brand-50 p-4">
            <p className="font-semibold text-brand-900">{privacyMessages.linkSentTitle}</p>
            <p className="mt-1 text-slate-700">{privacyMessages.linkSent}</p>
          </div>
        ) : null}
        {refused?.notice ? (
          <div role="alert" className="mb-8 rounded-md border border-red-200 bg-red-50 p-4">
            <p className="font-semibold text-red-900">{privacyMessages.notSentTitle}</p>
            <p className="mt-1 text-red-800">{refused.notice}</p>
          </div>
        ) : null}
        <p className="text-slate-700">
          Enter your email address and we will email you a link. The link works once, within 24 hours, and lets you download a copy of
          everything we hold about that address (requests, bookings, newsletter subscription, emails we sent) or ask us to erase it.
        </p>
        <EmailRequestForm stamp={loaderData.stamp} email={refused?.email ?? ""} error={refused?.error} submitLabel="Email me a link" />
      </div>
    </>
  );
}
