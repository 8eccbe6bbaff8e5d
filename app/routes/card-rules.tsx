import { groupByIssuer } from "~/eligibility/rule-groups";
import { RulesList } from "~/eligibility/rules-list";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
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

export async function loader() {
  // In the card catalogue's order of issuers, each with its rules in the content file's order.
  const groups = groupByIssuer(
    await publishedIssuerRules(),
    issuers.map((issuer) => ({ id: issuer, name: issuerNames[issuer] })),
  );
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
