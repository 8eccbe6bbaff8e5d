import type { Deal } from "~/deals/deal";
import { dealFixture } from "~/deals/test-fixtures";

/** A deal as the public pages read it from the database; override what a test is about. */
export function publishedDeal(overrides: Partial<Deal> = {}): Deal {
  return { ...dealFixture(), id: 1, updatedAt: new Date("2025-06-02T15:30:00Z"), ...overrides };
}
