import { Link } from "react-router";
import { cardRuleIssuers } from "~/eligibility/admin/issuers";
import { IssuerRulesTable } from "~/eligibility/admin/rules-table";
import { groupByIssuer } from "~/eligibility/rule-groups";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { issuerNames, issuers } from "~/wallet/card-catalog";
import type { Route } from "./+types/card-rules";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Card application rules", "Edit the issuers' application rules."),
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return { groups: groupByIssuer(await publishedIssuerRules(), cardRuleIssuers(issuers, issuerNames)) };
}

export default function AdminCardRules({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Card application rules</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The rules each issuer applies to applications and sign-up bonuses, as{" "}
        <Link to="/card-rules" className="font-medium text-brand-700 underline hover:text-brand-900">
          the public page
        </Link>{" "}
        and every deal's verdict use them. Check a rule's source again before you change it, and give the day you checked it. Every save is
        in the audit log.
      </p>
      {loaderData.groups.length === 0 ? <p className="mt-6">No rules yet.</p> : null}
      {loaderData.groups.map((group) => (
        <IssuerRulesTable key={group.issuer} group={group} />
      ))}
    </div>
  );
}
