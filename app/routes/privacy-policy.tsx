import { site } from "~/config/site";
import { formatLongDate } from "~/lib/format-date";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { PageHeader } from "~/ui/page-header";
import { PrivacyPolicyBody } from "~/layout/privacy-policy-body";
import type { Route } from "./+types/privacy-policy";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses, shares and keeps your personal information, and the rights you have over it.`,
    path: "/privacy-policy",
    siteUrl: rootSiteUrl(matches),
  });

/** The date is fixed on the server so the page and its hydration agree. */
export function loader() {
  return { lastUpdated: formatLongDate(new Date()) };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Privacy Policy">
        <p>Last updated: {loaderData.lastUpdated}</p>
      </PageHeader>
      <PrivacyPolicyBody />
    </>
  );
}
