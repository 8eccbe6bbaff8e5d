import { and, eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { walletMembers, walletPlans } from "~/db/schema";
import { readSavedPlan, type SavedPlan } from "~/lib/saved-plan";

/*
 * The one application plan an account keeps in its wallet (issue 31): saved from the planner,
 * shown on the wallet page, and carried with the wallet when the visitor attaches it to a lead.
 */

/** Saves `plan` for the member it names, in place of the account's plan; false when the wallet has no such member. */
export async function saveWalletPlan(accountId: number, plan: SavedPlan, now = new Date()): Promise<boolean> {
  const [member] = await db()
    .select({ id: walletMembers.id })
    .from(walletMembers)
    .where(and(eq(walletMembers.accountId, accountId), eq(walletMembers.name, plan.member)));
  if (!member) return false;
  await db()
    .insert(walletPlans)
    .values({ accountId, memberId: member.id, plan, savedAt: now })
    .onConflictDoUpdate({ target: walletPlans.accountId, set: { memberId: member.id, plan, savedAt: now } });
  return true;
}

/** The account's saved plan, or null. */
export async function loadWalletPlan(accountId: number): Promise<SavedPlan | null> {
  const [row] = await db().select({ plan: walletPlans.plan }).from(walletPlans).where(eq(walletPlans.accountId, accountId));
  return row ? readSavedPlan(row.plan) : null;
}

export async function deleteWalletPlan(accountId: number): Promise<void> {
  await db().delete(walletPlans).where(eq(walletPlans.accountId, accountId));
}
