import { builtInIssuerRules } from "~/eligibility/content.server";
import { RulesList } from "~/eligibility/rules-list";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { PageHeader } from "~/ui/page-header";
import { issuerNames, issuers } from "~/wallet/card-catalog";
import type { Route } from "./+types/card-rules";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Card Application Rules",
    description:
      "The rules each card issuer applies to new applications and sign-up bonuses, with where each comes from and when we checked it.",
    path: "/card-rules",
    siteUrl: rootSiteUrl(matches),
  });

export function loader() {
  const rules = builtInIssuerRules();
  // In the card catalogue's order of issuers, each with its rules as the file lists them.
  const groups = issuers
    .map((issuer) => ({ issuer, name: issuerNames[issuer], rules: rules.filter((rule) => rule.issuer === issuer) }))
    .filter((group) => group.rules.length > 0);
  return { groups };
}

export default function CardRules({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Card Application Rules">
        <p>
          Issuers turn down applications, or withhold a sign-up bonus, by rules they rarely publish in full. These are the ones we track,
          each with the page we read it on and the day we checked it. Rules reported by applicants are patterns, not promises.
        </p>
      </PageHeader>
      <RulesList groups={loaderData.groups} />
    </>
  );
}
