import { AccountNav } from "~/account/account-nav";
import { data, Form } from "react-router";
import { alertsPath } from "~/account/paths";
import { requireVisitor } from "~/account/signed-in.server";
import { awardWatchesSwitchedOn } from "~/award-watches/offer-setting.server";
import { awardWatchesPath } from "~/award-watches/paths";
import { watchCabinLabels } from "~/award-watches/watch-form";
import { deleteAwardWatch, listAwardWatches } from "~/award-watches/watches.server";
import { awardSearchConfig } from "~/chat/config.server";
import type { AlertChoiceKind } from "~/db/schema";
import { thresholdText } from "~/deals/offer-watch";
import { accountOfferWatches, deleteAccountOfferWatch } from "~/deals/offer-watches.server";
import { pageMeta } from "~/layout/meta";
import { formatIsoDate } from "~/lib/format-date";
import { routePolicy } from "~/lib/route-policy";
import { bonusAlertChoicesOf, removeBonusAlertChoice } from "~/newsletter/alerts.server";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { readCatalog } from "~/points/catalog.server";
import { requestInfoContext } from "~/request-context";
import { buttonClass } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { balanceRemindersOn, remindersSent, setBalanceReminders } from "~/wallet/balance-reminder-setting.server";
import type { Route } from "./+types/account-alerts";

// The visitor's own session guards it; their cookie keeps the page cache away.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your alerts", "Every email alert your Pointwise account gets, each with a switch to turn it off."),
  { name: "robots", content: "noindex" },
];

export const alertIntents = {
  offer: "stop-offer-watch",
  bonus: "stop-bonus-alert",
  award: "stop-award-watch",
  reminders: "balance-reminders",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await requireVisitor(request, context.get(requestInfoContext).secure);
  const account = { id: visitor.accountId, email: visitor.email };
  const [catalog, offers, choices, remindersOn, reminders, awardsOffered, awards] = await Promise.all([
    readCatalog(),
    accountOfferWatches(account),
    bonusAlertChoicesOf(visitor.email),
    balanceRemindersOn(visitor.accountId),
    remindersSent(visitor.accountId),
    awardWatchesSwitchedOn().then((on) => on && awardSearchConfig() !== undefined),
    listAwardWatches(visitor.accountId),
  ]);
  const names = new Map([...catalog.currencies, ...catalog.programs].map((entry) => [entry.id, entry.name]));
  return {
    offers: offers.map((watch) => ({ ...watch, amount: thresholdText(watch.threshold, watch.bonusUnit) })),
    bonusChoices: choices.map((choice) => ({ ...choice, name: names.get(choice.refId) ?? choice.refId })),
    remindersOn,
    reminders: reminders.map((sent) => ({ ...sent, name: names.get(sent.programId) ?? sent.programId })),
    awardsOffered,
    awards,
  };
}

/** Each switch posts here and comes back (post/redirect/get); only the visitor's own alerts can be touched. */
export async function action({ request, context }: Route.ActionArgs) {
  const visitor = await requireVisitor(request, context.get(requestInfoContext).secure);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const back = (title: string, description?: string) => redirectWithNotice(context, alertsPath, successNotice(title, description));
  switch (form.get("intent")) {
    case alertIntents.offer:
      await deleteAccountOfferWatch({ id: visitor.accountId, email: visitor.email }, id);
      return back("Alert turned off");
    case alertIntents.award:
      await deleteAwardWatch(visitor.accountId, id);
      return back("Watch deleted");
    case alertIntents.bonus: {
      const kind: AlertChoiceKind = form.get("kind") === "currency" ? "currency" : "program";
      await removeBonusAlertChoice(visitor.email, kind, String(form.get("ref") ?? "").slice(0, 100));
      return back("Alert turned off");
    }
    case alertIntents.reminders: {
      const on = form.get("on") === "yes";
      await setBalanceReminders(visitor.accountId, on);
      return back(on ? "Balance reminders on" : "Balance reminders off");
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";
const rowClass = "flex flex-wrap items-center justify-between gap-3 py-3";

/** A small form with one button that turns one alert off. */
function OffButton({ intent, label, fields }: { intent: string; label: string; fields: Record<string, string | number> }) {
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("secondary")} aria-label={label}>
        Turn off
      </button>
    </Form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AccountAlerts({ loaderData }: Route.ComponentProps) {
  const { offers, bonusChoices, remindersOn, reminders, awardsOffered, awards } = loaderData;
  return (
    <>
      <PageHeader title="Your alerts">
        <p>Every email we send you on your own request, in one place. Turning one off takes effect at once.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <AccountNav />

        <Section id="offer-alerts-heading" title="Card offers">
          {offers.length === 0 ? (
            <p className="mt-2 text-slate-700">
              None yet. On a card's deal page, "Tell me when the bonus goes up" emails you when its bonus reaches your amount.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {offers.map((watch) => (
                <li key={watch.id} className={rowClass}>
                  <span>
                    <SiteLink to={`/deals/${watch.slug}`} className={linkClass}>
                      {watch.cardName}
                    </SiteLink>{" "}
                    when its bonus reaches {watch.amount}
                    {watch.confirmed ? null : " (waiting for the click in our confirmation email)"}
                  </span>
                  <OffButton intent={alertIntents.offer} label={`Turn off the alert for the ${watch.cardName}`} fields={{ id: watch.id }} />
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="bonus-alerts-heading" title="Transfer bonuses">
          {bonusChoices.length === 0 ? (
            <p className="mt-2 text-slate-700">
              None for your address. On{" "}
              <SiteLink to="/transfer-partners" className={linkClass}>
                the transfer partners page
              </SiteLink>
              , choose a currency or a program to be emailed when a transfer bonus for it starts.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200">
              {bonusChoices.map((choice) => (
                <li key={`${choice.kind}-${choice.refId}`} className={rowClass}>
                  <span>When a transfer bonus for {choice.name} starts</span>
                  <OffButton
                    intent={alertIntents.bonus}
                    label={`Turn off transfer-bonus alerts for ${choice.name}`}
                    fields={{ kind: choice.kind, ref: choice.refId }}
                  />
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="balance-reminders-heading" title="Balance reminders">
          <p className="mt-2 text-slate-700">
            {remindersOn
              ? "On: when a balance in your wallet will expire, we email you 60 days and 14 days before, with what keeps it alive."
              : "Off: we do not email you before the balances in your wallet expire."}
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={alertIntents.reminders} />
            <input type="hidden" name="on" value={remindersOn ? "no" : "yes"} />
            <button type="submit" className={buttonClass(remindersOn ? "secondary" : "primary")}>
              {remindersOn ? "Turn balance reminders off" : "Turn balance reminders on"}
            </button>
          </Form>
          {reminders.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold text-brand-900">Last reminders sent</h3>
              <ul className="mt-2 list-disc pl-5 text-slate-700">
                {reminders.map((sent) => (
                  <li key={`${sent.name}-${sent.expiresOn}-${sent.daysBefore}`}>
                    {sent.name}: expiring {formatIsoDate(sent.expiresOn)}, {sent.daysBefore} days before
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>

        <Section id="award-watches-heading" title="Award-space watches">
          {awards.length > 0 ? (
            <ul className="mt-2 divide-y divide-slate-200">
              {awards.map((watch) => (
                <li key={watch.id} className={rowClass}>
                  <span>
                    {watch.route}, {watchCabinLabels[watch.cabin]}, {formatIsoDate(watch.startDate)} to {formatIsoDate(watch.endDate)}, up
                    to {watch.maxMiles.toLocaleString("en-US")} miles{watch.ended ? " (ended)" : ""}
                  </span>
                  <OffButton intent={alertIntents.award} label={`Delete the watch ${watch.route}`} fields={{ id: watch.id }} />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-2 text-slate-700">
            {awardsOffered ? (
              <SiteLink to={awardWatchesPath} className={linkClass}>
                Add or change award-space watches
              </SiteLink>
            ) : (
              "Award-space watches are not offered on this site."
            )}
          </p>
        </Section>
      </div>
    </>
  );
}
