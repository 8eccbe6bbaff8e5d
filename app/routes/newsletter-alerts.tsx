import { data, Form } from "react-router";
import { z } from "~/lib/zod";
import { pageMeta } from "~/layout/meta";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { activeSubscriberChoices, replaceAlertChoices } from "~/newsletter/alerts.server";
import { subscriberClaimFromPreferencesToken } from "~/newsletter/preferences-link.server";
import { subscriberForClaim } from "~/newsletter/subscribers.server";
import { unsubscribeUrl } from "~/newsletter/unsubscribe-link.server";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { readCatalog } from "~/points/catalog.server";
import { buttonClass, ButtonLink } from "~/ui/button";
import { CheckboxGroup } from "~/ui/checkbox";
import type { Route } from "./+types/newsletter-alerts";

// A personal token in the link: never listed, never cached.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your transfer bonus alerts", "Choose the transfer bonuses you get an email about."),
  { name: "robots", content: "noindex" },
];

const savedTitle = "Your alert choices are saved";

/** Ticked catalog ids; the catalog check happens in the action (an unknown id is dropped). */
const choicesForm = z.object({
  currencies: z.array(z.string().max(80)),
  programs: z.array(z.string().max(80)),
});

/** The active subscriber the link was made for (a link whose id now names another row opens nothing). */
async function subscriberOf(request: Request) {
  const subscriber = await subscriberForClaim(subscriberClaimFromPreferencesToken(new URL(request.url).searchParams.get("token")));
  return subscriber?.status === "active" ? subscriber : undefined;
}

export async function loader({ request }: Route.LoaderArgs) {
  const subscriber = await subscriberOf(request);
  const choices = subscriber === undefined ? undefined : await activeSubscriberChoices(subscriber.id);
  if (subscriber === undefined || !choices) return data({ state: "invalid" as const }, { status: 400 });
  const catalog = await readCatalog();
  return {
    state: "choose" as const,
    email: choices.email,
    currencies: catalog.currencies.map((entry) => ({ value: entry.id, label: entry.name })),
    programs: catalog.programs.map((entry) => ({ value: entry.id, label: entry.name })),
    chosen: choices,
    unsubscribeUrl: unsubscribeUrl(subscriber),
  };
}

/** The signed token alone authorises the change, as it does for unsubscribing (the link is the subscriber's own). */
export async function action({ request, context }: Route.ActionArgs) {
  const subscriber = await subscriberOf(request);
  const submission = parseSubmission(await request.formData(), choicesForm);
  if (subscriber === undefined || !submission.ok) return data({ state: "invalid" as const }, { status: 400 });
  const catalog = await readCatalog();
  const currencies = new Set(catalog.currencies.map((entry) => entry.id));
  const programs = new Set(catalog.programs.map((entry) => entry.id));
  const saved = await replaceAlertChoices(subscriber.id, {
    currencies: submission.value.currencies.filter((value) => currencies.has(value)),
    programs: submission.value.programs.filter((value) => programs.has(value)),
  });
  if (!saved) return data({ state: "invalid" as const }, { status: 400 });
  const url = new URL(request.url);
  return redirectWithNotice(context, `${url.pathname}${url.search}`, successNotice(savedTitle));
}

export default function NewsletterAlerts({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "invalid") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-bold text-brand-900">This link is not valid</h1>
        <p className="mt-4 text-slate-700">
          The link may be incomplete, or this address is no longer subscribed. Copy the whole address from the email, or subscribe again
          from the home page.
        </p>
        <ButtonLink to="/" variant="secondary" className="mt-6">
          Back to home
        </ButtonLink>
      </div>
    );
  }
  const { email, currencies, programs, chosen } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">Your transfer bonus alerts</h1>
      <p className="mt-4 text-slate-700">
        When a transfer bonus starts for a currency or a program you tick here, we send one email about it to <strong>{email}</strong>.
        Untick everything to stop these emails; the newsletter itself carries on.
      </p>
      <Form method="post" className="mt-8 space-y-8">
        <div className="grid gap-8 sm:grid-cols-2">
          <CheckboxGroup name="currencies" legend="Points currencies" options={currencies} checked={chosen.currencies} />
          <CheckboxGroup name="programs" legend="Airline and hotel programs" options={programs} checked={chosen.programs} />
        </div>
        <button type="submit" className={buttonClass()}>
          Save my alerts
        </button>
      </Form>
      <p className="mt-8 text-sm text-slate-700">
        To stop every email from us,{" "}
        <a href={loaderData.unsubscribeUrl} className="font-semibold text-brand-700 underline hover:text-brand-900">
          unsubscribe
        </a>
        .
      </p>
    </div>
  );
}
