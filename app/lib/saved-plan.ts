import { z } from "~/lib/zod";

/*
 * An application plan (issue 31, item 4) as the wallet keeps it and a lead carries it: the
 * planner's answer on the day it was saved, with names resolved, so the visitor and the owner
 * read what was proposed even after the rules or the wallet change. In the shared base because
 * the eligibility planner makes it, the wallet stores it, and the lead pages show it (decision 040).
 */

export const savedPlanStepSchema = z.object({
  card: z.string(),
  /** yyyy-MM to apply in. */
  month: z.string(),
  /** Dollars of minimum spend, when known. */
  spend: z.number().nullable(),
  /** yyyy-MM the spend is met by, when known. */
  spendBy: z.string().nullable(),
  bonusReachable: z.boolean(),
});

export const savedPlanSchema = z.object({
  /** The household member the plan is for. */
  member: z.string(),
  /** yyyy-MM-dd. */
  savedOn: z.string(),
  monthlySpend: z.number().nullable(),
  steps: z.array(savedPlanStepSchema).max(6),
  notPossible: z.array(z.object({ card: z.string(), reason: z.string() })).max(6),
  why: z.array(z.string()).max(10),
});

export type SavedPlan = z.infer<typeof savedPlanSchema>;

/** A stored plan read back; one that does not parse shows as none. */
export function readSavedPlan(value: unknown): SavedPlan | null {
  const parsed = savedPlanSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
