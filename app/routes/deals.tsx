import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { ComingSoon } from "~/ui/coming-soon";
import type { Route } from "./+types/deals";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Credit Card Deals",
    description: "Curated credit card sign-up bonuses with honest write-ups and deal scores.",
    path: "/deals",
    siteUrl: rootSiteUrl(matches),
  });

export default function Page() {
  return (
    <ComingSoon title="Credit Card Deals">
      <p>Curated credit card sign-up bonuses, each with a write-up and a deal score.</p>
    </ComingSoon>
  );
}
