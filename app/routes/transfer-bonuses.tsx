import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { ComingSoon } from "~/ui/coming-soon";
import type { Route } from "./+types/transfer-bonuses";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Transfer Bonuses",
    description: "Current bonuses for transferring credit card points to airline and hotel partners.",
    path: "/transfer-bonuses",
    siteUrl: rootSiteUrl(matches),
  });

export default function Page() {
  return (
    <ComingSoon title="Transfer Bonuses">
      <p>Current bonuses for moving your credit card points to airline and hotel partners.</p>
    </ComingSoon>
  );
}
