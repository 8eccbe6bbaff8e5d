import { data, Form } from "react-router";
import { readWithVisitor, requestVisitor } from "~/account/account.server";
import { walletPath } from "~/account/paths";
import { listPublishedDeals } from "~/deals/deals.server";
import { spendRequirement } from "~/deals/spend-requirement";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
import { parsePlanChoices, readPlanChoices, wantedFieldName, wantedSlots, type PlanChoiceFields } from "~/eligibility/plan-form";
import { PlanView } from "~/eligibility/plan-view";
import { DepositQuestion } from "~/eligibility/person-facts-fields";
import { bankOfAmericaDepositField, personFactsOf, readDepositAnswer, type DepositAnswer } from "~/eligibility/person-facts-form";
import { planApplications, savedPlanOf, type WantedCard } from "~/eligibility/planner";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { deleteWalletPlan, saveWalletPlan } from "~/wallet/wallet-plan-store.server";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { routePolicy } from "~/lib/route-policy";
import { readCatalog } from "~/points/catalog.server";
import { buttonClass } from "~/ui/button";
import { ErrorList } from "~/ui/error-list";
import { Select, TextInput } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import type { CardProduct } from "~/wallet/card-catalog";
import {
  AddHistoryRowButton,
  addHistoryRowIntent,
  CardHistoryFields,
  historyErrorsByField,
  historyListedFields,
} from "~/wallet/card-history-fields";
import {
  blankHistoryRow,
  defaultHistoryRows,
  historyRowCount,
  maxHistoryRows,
  readHistoryRows,
  type HistoryRowFields,
} from "~/wallet/card-history-form";
import { parseHistoryRows } from "~/wallet/card-history-parse";
import { walletContent } from "~/wallet/content.server";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
import { cardHistoryOf, historyCardOf } from "~/wallet/wallet-use";
import { cardChoices, productGroups } from "~/wallet/wallet-view";
import type { Route } from "./+types/plan";

/*
 * The application planner (issue 31, item 4; decision 080): up to six cards the reader wants and,
 * if they say, what they spend a month; the answer is the order and month to apply for each. The
 * history is the signed-in reader's wallet (one member's cards), or rows typed as in the checker,
 * stored nowhere. The empty form is the same for every anonymous visitor, so the page cache keeps it.
 */
export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Application Planner",
    description:
      "Pick up to six cards you want: the planner orders the applications so that no issuer rule refuses a card or its bonus, and each minimum spend fits what you spend.",
    path: "/plan",
    siteUrl: rootSiteUrl(matches),
  });

export const intents = { plan: "plan", addRow: addHistoryRowIntent, save: "save", deleteSaved: "delete-saved" } as const;
const blankChoices: PlanChoiceFields = { wanted: wantedSlots.map(() => ""), monthlySpend: "" };

async function pageData(request: Request, context: Route.LoaderArgs["context"]) {
  const visitor = await requestVisitor(request, context);
  const [catalog, wallet] = await Promise.all([readCatalog(), walletOf(visitor)]);
  const { products } = walletContent(catalog);
  // A wallet with nobody in it has no history to plan from: such a visitor types theirs.
  return { products, visitor, wallet: wallet && wallet.members.length > 0 ? wallet : null };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { products, wallet } = await pageData(request, context);
  return {
    wantedChoices: productGroups(products),
    cardChoices: cardChoices(products),
    members: wallet ? wallet.members.map((member) => member.name) : null,
    rows: Array.from({ length: defaultHistoryRows }, () => blankHistoryRow),
  };
}

/** A product as the planner wants it: its minimum spend from the deal that advertises it, if one does and says. */
function wantedCard(product: CardProduct, spendTexts: ReadonlyMap<string, string>): WantedCard {
  const spendText = product.dealSlugs.map((slug) => spendTexts.get(slug)).find((text) => text !== undefined);
  const spend = spendText === undefined ? null : spendRequirement(spendText);
  return {
    label: product.name,
    issuer: product.issuer,
    productId: product.id,
    kind: product.kind,
    cardType: product.cardType,
    minimumSpend: spend?.dollars ?? null,
    spendMonths: spend?.months ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const [form, { products, visitor, wallet }] = await Promise.all([request.formData(), pageData(request, context)]);
  if (form.get("intent") === intents.deleteSaved && visitor) {
    await deleteWalletPlan(visitor.accountId);
    return redirectWithNotice(context, walletPath, successNotice("Plan deleted"));
  }
  const choices = readPlanChoices(form);
  const member = typeof form.get("member") === "string" ? (form.get("member") as string) : "";
  const rows = wallet ? [] : readHistoryRows(form, historyRowCount(form.get("rows")));
  const deposit = readDepositAnswer(form);
  const posted = { choices, member, rows, deposit };
  if (form.get("intent") === intents.addRow) {
    return {
      posted: { ...posted, rows: rows.length < maxHistoryRows ? [...rows, blankHistoryRow] : rows },
      errors: {},
      rowErrors: [],
      plan: null,
    };
  }
  const today = businessDay();
  const parsed = parsePlanChoices(
    choices,
    products.map((product) => product.id),
  );
  const errors: Partial<Record<string, string>> = parsed.ok ? {} : { ...parsed.errors };
  if (wallet && !wallet.members.some((candidate) => candidate.name === member)) errors.member = "Choose whose plan this is.";
  const typed = wallet ? null : parseHistoryRows(rows, products, today);
  const rowErrors = typed && !typed.ok ? typed.errors : [];
  if (!parsed.ok || Object.keys(errors).length > 0 || rowErrors.length > 0) {
    return data({ posted, errors, rowErrors, plan: null }, { status: 400 });
  }
  const history = wallet
    ? cardHistoryOf(wallet, member, products)
    : (typed?.ok ? typed.cards : []).map((card) => historyCardOf(card, products));
  const spendTexts = new Map((await listPublishedDeals()).map((deal) => [deal.slug, deal.minSpend]));
  const plan = planApplications({
    history,
    wanted: parsed.productIds.map((id) =>
      wantedCard(
        products.find((product) => product.id === id)!,
        spendTexts,
      ),
    ),
    monthlySpend: parsed.monthlySpend,
    rules: await publishedIssuerRules(),
    facts: personFactsOf(deposit),
    today,
  });
  // Saving plans again from the same answers, never from a posted plan: what is kept is what the planner says.
  if (form.get("intent") === intents.save && visitor && wallet) {
    await saveWalletPlan(visitor.accountId, savedPlanOf(plan, member, parsed.monthlySpend, today));
    return redirectWithNotice(
      context,
      walletPath,
      successNotice("Plan saved", "It is in your wallet, and goes with it when you attach it to a request."),
    );
  }
  return { posted, errors: {}, rowErrors: [], plan: { plan, monthlySpend: parsed.monthlySpend } };
}

/** Every field a message can be about, in form order, for the list at the top. */
function listedFields(rows: readonly HistoryRowFields[]) {
  const wanted = wantedSlots.map((slot) => ({
    name: wantedFieldName(slot),
    id: `plan-${wantedFieldName(slot)}`,
    label: `Card you want ${slot + 1}`,
  }));
  const typed = historyListedFields(rows);
  return [
    ...wanted,
    { name: "monthlySpend", id: "plan-monthly-spend", label: "Monthly spend" },
    { name: "member", id: "plan-member", label: "Whose plan" },
    ...typed,
  ];
}

export default function PlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { members } = loaderData;
  const posted = actionData?.posted ?? {
    choices: blankChoices,
    member: members?.[0] ?? "",
    rows: loaderData.rows,
    deposit: "unsaid" as const,
  };
  const rows = posted.rows.length > 0 ? posted.rows : loaderData.rows;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const rowErrors = actionData?.rowErrors ?? [];
  const allErrors = {
    ...errors,
    ...historyErrorsByField(rowErrors),
  };
  return (
    <>
      <PageHeader title="Application Planner">
        <p>
          Pick up to six cards you want. We try every order and propose the one where no <SiteLink to="/card-rules">issuer rule</SiteLink>{" "}
          refuses a card or its bonus, each minimum spend fits what you spend, and the last application comes soonest.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
        {actionData?.plan ? (
          <div>
            <PlanView plan={actionData.plan.plan} monthlySpend={actionData.plan.monthlySpend} />
            {members ? <SavePlanForm choices={posted.choices} member={posted.member} deposit={posted.deposit} /> : null}
          </div>
        ) : null}
        <Form method="post" noValidate className="space-y-8 print:hidden" aria-labelledby="plan-form-heading">
          <h2 id="plan-form-heading" className="text-2xl font-bold text-brand-900">
            Plan your applications
          </h2>
          <ErrorList
            title={(count) => (count === 1 ? "One answer needs correcting." : `${count} answers need correcting.`)}
            fields={listedFields(rows)}
            errors={allErrors}
          />
          <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6">
            <legend className="px-1 text-lg font-semibold text-brand-900">Cards you want, in the order you would pick</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {wantedSlots.map((slot) => (
                <Select
                  key={slot}
                  id={`plan-${wantedFieldName(slot)}`}
                  name={wantedFieldName(slot)}
                  label={`Card you want ${slot + 1}`}
                  placeholder="None"
                  options={loaderData.wantedChoices}
                  defaultValue={posted.choices.wanted[slot]}
                  error={errors[wantedFieldName(slot)]}
                />
              ))}
            </div>
          </fieldset>
          <TextInput
            id="plan-monthly-spend"
            name="monthlySpend"
            label="What you put on cards a month, in dollars (optional)"
            hint="With it, each card's minimum spend must fit before the next card's begins."
            inputMode="numeric"
            defaultValue={posted.choices.monthlySpend}
            error={errors.monthlySpend}
            className="max-w-md"
          />
          <DepositQuestion answer={posted.deposit} idPrefix="plan" />
          {members ? (
            <div>
              {members.length > 1 ? (
                <Select
                  id="plan-member"
                  name="member"
                  label="Whose plan"
                  options={members.map((name) => ({ value: name, label: name }))}
                  defaultValue={posted.member}
                  error={errors.member}
                  className="max-w-md"
                />
              ) : (
                <input type="hidden" name="member" value={members[0]} />
              )}
              <p className="mt-2 text-slate-700">
                The plan counts the cards in <SiteLink to={walletPath}>your wallet</SiteLink>.
              </p>
            </div>
          ) : (
            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold text-brand-900">Cards you have opened</legend>
              <p className="text-slate-700">
                Every card you have opened in the last few years, with any bank. Nothing you type here is stored; with an account, your{" "}
                <SiteLink to={walletPath}>wallet</SiteLink> keeps them.
              </p>
              <input type="hidden" name="rows" value={rows.length} />
              <CardHistoryFields rows={rows} errors={rowErrors} cardChoices={loaderData.cardChoices} />
            </fieldset>
          )}
          <div className="flex flex-wrap gap-4">
            <button type="submit" name="intent" value={intents.plan} className={buttonClass("primary")}>
              Plan my applications
            </button>
            {members ? null : <AddHistoryRowButton rows={rows.length} />}
          </div>
        </Form>
      </div>
    </>
  );
}

/** Saves the plan just shown: the same answers posted again, so the server plans them afresh. */
function SavePlanForm({ choices, member, deposit }: { choices: PlanChoiceFields; member: string; deposit: DepositAnswer }) {
  return (
    <Form method="post" className="mt-4 print:hidden">
      {wantedSlots.map((slot) => (
        <input key={slot} type="hidden" name={wantedFieldName(slot)} value={choices.wanted[slot]} />
      ))}
      <input type="hidden" name="monthlySpend" value={choices.monthlySpend} />
      <input type="hidden" name="member" value={member} />
      <input type="hidden" name={bankOfAmericaDepositField} value={deposit} />
      <button type="submit" name="intent" value={intents.save} className={buttonClass("primary")}>
        Save this plan to my wallet
      </button>
      <p className="mt-2 text-sm text-slate-600">
        It replaces any plan saved before, and goes with your wallet when you attach it to a request.
      </p>
    </Form>
  );
}
