import { assistantPoints } from "~/points/assistant-knowledge";
import { builtInCatalog } from "~/points/content.server";
import type { PointsKnowledge } from "./points-knowledge";

let catalog: ReturnType<typeof builtInCatalog> | undefined;

/** Today's bonus in the tests: 30% from Amex to Aeroplan, live on 2026-11-23. */
export const testBonus = {
  from: "Amex Membership Rewards",
  details: "30% bonus to Air Canada Aeroplan",
  percent: 30,
  targeted: false,
  startDate: "2026-11-01",
  endDate: "2026-12-15",
};

/** The built-in catalog as the route hands it to the assistant, with the test bonus unless told otherwise. */
export function testPoints(bonuses = [testBonus]): PointsKnowledge {
  catalog ??= builtInCatalog();
  return assistantPoints(catalog, bonuses, "2026-11-23", "2026-11-23T14:00:00.000Z");
}
