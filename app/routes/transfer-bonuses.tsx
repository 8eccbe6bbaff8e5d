import { pageMeta } from "~/layout/meta";
import { ComingSoon } from "~/ui/coming-soon";
import type { Route } from "./+types/transfer-bonuses";

export const meta: Route.MetaFunction = () => pageMeta("Transfer Bonuses", "Current bonuses for transferring credit card points to airline and hotel partners.");

export default function Page() {
  return (
    <ComingSoon title="Transfer Bonuses">
      <p>Current bonuses for moving your credit card points to airline and hotel partners.</p>
    </ComingSoon>
  );
}
