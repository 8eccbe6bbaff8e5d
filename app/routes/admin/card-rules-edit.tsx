import { data, Link } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { catalogProducts } from "~/eligibility/content.server";
import { cardRuleIssuers, productIdsByIssuer } from "~/eligibility/admin/issuers";
import { cardRulesAdminPath } from "~/eligibility/admin/labels";
import { ruleChanges } from "~/eligibility/admin/rule-changes";
import { RuleEditForm } from "~/eligibility/admin/rule-edit-form";
import { editedRule, ruleFormSchema, ruleFormValues } from "~/eligibility/admin/rule-form";
import { publishedIssuerRule, saveIssuerRule } from "~/eligibility/rules-store.server";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { parseSubmission } from "~/lib/form-submission";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { issuerNames, issuers } from "~/wallet/card-catalog";
import type { Route } from "./+types/card-rules-edit";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Edit card rule", "Change an issuer's application rule, its source and the day it was checked."),
  { name: "robots", content: "noindex" },
];

async function requireRule(id: string) {
  const rule = await publishedIssuerRule(id);
  if (!rule) throw data(null, { status: 404 });
  return rule;
}

export async function loader({ params }: Route.LoaderArgs) {
  const rule = await requireRule(params.id);
  const choices = cardRuleIssuers(
    issuers.filter((issuer) => catalogProducts().some((product) => product.issuer === issuer)),
    issuerNames,
  );
  return {
    rule: {
      id: rule.id,
      name: rule.name,
      type: rule.type,
      issuerName: issuerNames[rule.issuer as keyof typeof issuerNames] ?? rule.issuer,
    },
    values: ruleFormValues(rule),
    issuers: choices,
    products: productIdsByIssuer(catalogProducts(), issuers),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const rule = await requireRule(params.id);
  const submission = parseSubmission(await request.formData(), ruleFormSchema);
  if (!submission.ok) return data({ values: submission.posted, errors: submission.errors }, { status: 400 });
  const edited = editedRule(rule, submission.value, { products: catalogProducts(), today: businessDay() });
  if (!edited.ok) return data({ values: submission.posted, errors: edited.errors }, { status: 400 });
  if (!(await saveIssuerRule(edited.rule))) throw data(null, { status: 404 });
  const changes = ruleChanges(rule, edited.rule);
  const summary = `${edited.rule.name}: ${Object.keys(changes).join(", ") || "saved without changes"}`;
  await auditAdminAction(context, "issuer-rule-saved", summary, { rule: rule.id, changes });
  return redirectWithNotice(context, cardRulesAdminPath, successNotice("Card rule saved", summary));
}

export default function EditCardRule({ loaderData, actionData }: Route.ComponentProps) {
  const { rule, values, issuers: choices, products } = loaderData;
  return (
    <div className="py-8">
      <p>
        <Link to={cardRulesAdminPath} className="text-sm font-medium text-brand-700 underline">
          Back to card rules
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">{rule.name}</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        {rule.type === "count"
          ? "A count rule: an application is refused while the limit or more cards it counts were opened within the window."
          : "A bonus rule: no bonus while a card of the family paid one, or was opened, within the window (or ever)."}
      </p>
      <RuleEditForm
        type={rule.type}
        issuerName={rule.issuerName}
        values={actionData?.values ?? values}
        errors={actionData?.errors}
        issuers={choices}
        products={products}
      />
    </div>
  );
}
