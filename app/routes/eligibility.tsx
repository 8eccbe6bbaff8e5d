import { data, Form } from "react-router";
import { listDealCards } from "~/deals/public-data.server";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { routePolicy } from "~/lib/route-policy";
import { readCatalog } from "~/points/catalog.server";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { buttonClass } from "~/ui/button";
import { ErrorList } from "~/ui/error-list";
import { Checkbox } from "~/ui/checkbox";
import {
  AddHistoryRowButton,
  addHistoryRowIntent,
  CardHistoryFields,
  historyErrorsByField,
  historyListedFields,
} from "~/wallet/card-history-fields";
import { blankHistoryRow, defaultHistoryRows, historyRowCount, maxHistoryRows, readHistoryRows } from "~/wallet/card-history-form";
import { parseHistoryRows } from "~/wallet/card-history-parse";
import { walletContent } from "~/wallet/content.server";
import { historyCardOf } from "~/wallet/wallet-use";
import { cardChoices } from "~/wallet/wallet-view";
import { DealCard, type DealCardData } from "~/deals/deal-card";
import { dealVerdict, type DealVerdict } from "~/eligibility/deal-verdicts";
import type { HistoryCard } from "~/eligibility/engine";
import { VerdictNote } from "~/eligibility/verdict-note";
import { DepositQuestion } from "~/eligibility/person-facts-fields";
import { personFactsOf, readDepositAnswer } from "~/eligibility/person-facts-form";
import type { Route } from "./+types/eligibility";

/*
 * The eligibility checker (issue 31): a visitor types the cards they have opened and sees, for
 * every deal, whether they can get the card and its bonus now, and from when if not. No account,
 * and nothing stored: the cards travel in the post and back in the page, never to the database
 * or a log. The empty form is the same for everyone, so the page cache keeps it.
 */
export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Which Cards Can I Get?",
    description:
      "Type the cards you have opened and see, for every deal, whether the issuer's rules let you get the card and its bonus now, and from when if not.",
    path: "/eligibility",
    siteUrl: rootSiteUrl(matches),
  });

export async function loader() {
  const { products } = walletContent(await readCatalog());
  return { cardChoices: cardChoices(products), rows: Array.from({ length: defaultHistoryRows }, () => blankHistoryRow) };
}

export const intents = { check: "check", addRow: addHistoryRowIntent } as const;

export async function action({ request }: Route.ActionArgs) {
  const [form, catalog] = await Promise.all([request.formData(), readCatalog()]);
  const { products } = walletContent(catalog);
  const rows = readHistoryRows(form, historyRowCount(form.get("rows")));
  const deposit = readDepositAnswer(form);
  if (form.get("intent") === intents.addRow) {
    return { rows: rows.length < maxHistoryRows ? [...rows, blankHistoryRow] : rows, errors: [], results: null, onlyYes: false, deposit };
  }
  const onlyYes = form.has("onlyYes");
  const today = businessDay();
  const parsed = parseHistoryRows(rows, products, today);
  if (!parsed.ok) return data({ rows, errors: parsed.errors, message: parsed.message, results: null, onlyYes, deposit }, { status: 400 });
  const history: HistoryCard[] = parsed.cards.map((card) => historyCardOf(card, products));
  const rules = await publishedIssuerRules();
  const judged = (await listDealCards()).map(({ slug, title, date, issuer, cardName, excerpt, dealScore }) => ({
    deal: { slug, title, date, issuer, cardName, excerpt, dealScore },
    verdict: dealVerdict("You", history, slug, products, rules, today, personFactsOf(deposit)),
  }));
  const yes = judged.filter(({ verdict }) => verdict?.outcome === "yes").length;
  const deals = onlyYes ? judged.filter(({ verdict }) => verdict?.outcome === "yes") : judged;
  return { rows, errors: [], results: { typed: history.length, total: judged.length, yes, deals }, onlyYes, deposit };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** Every deal with the reader's verdict on its card, or only those they can get now. */
function DealVerdicts({
  typed,
  total,
  yes,
  deals,
}: {
  typed: number;
  total: number;
  yes: number;
  deals: ReadonlyArray<{ deal: DealCardData; verdict: DealVerdict | null }>;
}) {
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="text-2xl font-bold text-brand-900">
        Your results
      </h2>
      <p role="status" className="mt-2 text-slate-700">
        {`From the ${plural(typed, "card")} you gave, you can get ${yes} of ${plural(total, "deal")} with their bonus now.`}
      </p>
      {deals.length === 0 ? null : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {deals.map(({ deal, verdict }) => (
            <DealCard key={deal.slug} deal={deal} headingLevel={3}>
              {verdict ? (
                <VerdictNote outcome={verdict.outcome} sentences={verdict.sentences} />
              ) : (
                <p className="mt-3 text-sm text-slate-600">We do not know this card&apos;s rules yet.</p>
              )}
            </DealCard>
          ))}
        </div>
      )}
    </section>
  );
}

export default function Eligibility({ loaderData, actionData }: Route.ComponentProps) {
  const rows = actionData?.rows ?? loaderData.rows;
  const errors = actionData?.errors ?? [];
  const results = actionData?.results ?? null;
  return (
    <>
      <PageHeader title="Which Cards Can I Get?">
        <p>
          Card issuers turn down applications, or hold back a sign-up bonus, by rules of their own. Tell us the cards you have opened and we
          check each deal against <SiteLink to="/card-rules">the rules we track</SiteLink>. Nothing you type here is stored.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-12">
        {results ? <DealVerdicts {...results} /> : null}
        <Form method="post" noValidate className="mt-10" aria-labelledby="history-heading">
          <h2 id="history-heading" className="text-2xl font-bold text-brand-900">
            Your cards
          </h2>
          <p className="mt-2 text-slate-700">
            Every credit card you have opened in the last few years, with any bank, open or closed, the month you opened it and, if you got
            one, the month its bonus posted. Leave a row blank to skip it. With an account, your{" "}
            <SiteLink to="/account/wallet">wallet</SiteLink> keeps your cards, and every deal page gives you its verdict.
          </p>
          {actionData && "message" in actionData ? (
            <div className="mt-6">
              <ErrorList title={() => actionData.message} fields={historyListedFields(rows)} errors={historyErrorsByField(errors)} />
            </div>
          ) : null}
          <input type="hidden" name="rows" value={rows.length} />
          <div className="mt-6">
            <CardHistoryFields rows={rows} errors={errors} cardChoices={loaderData.cardChoices} />
          </div>
          <div className="mt-6">
            <DepositQuestion answer={actionData?.deposit ?? "unsaid"} idPrefix="eligibility" />
          </div>
          <Checkbox
            name="onlyYes"
            label="Show only the cards I can get with their bonus now"
            defaultChecked={actionData?.onlyYes}
            className="mt-6"
          />
          <div className="mt-6 flex flex-wrap gap-4">
            <button type="submit" name="intent" value={intents.check} className={buttonClass("primary")}>
              Check my cards
            </button>
            <AddHistoryRowButton rows={rows.length} />
          </div>
        </Form>
      </div>
    </>
  );
}
