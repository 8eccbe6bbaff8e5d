import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, or } from "drizzle-orm";
import { db } from "~/db/database.server";
import { adminSecondSteps } from "~/db/schema";

/** "verify": asks for a factor; "enrol": the owner requires one and this admin has none yet. */
export type SecondStepMode = "verify" | "enrol";

export interface PendingSecondStep {
  adminId: number;
  mode: SecondStepMode;
  /** The browser's random id for this row; `claimSecondStep` takes it. */
  token: string;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Records that this admin typed the right password and returns the id for the browser. An
 * admin has one pending step at a time: a newer sign-in replaces an older one.
 */
export async function startSecondStep(adminId: number, mode: SecondStepMode, lifetimeMs: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db().transaction(async (tx) => {
    await tx.delete(adminSecondSteps).where(or(eq(adminSecondSteps.adminId, adminId), lte(adminSecondSteps.expiresAt, now)));
    await tx.insert(adminSecondSteps).values({ idHash: hashToken(token), adminId, mode, expiresAt: new Date(now.getTime() + lifetimeMs) });
  });
  return token;
}

/** The pending step this id stands for, while it lasts and until it is claimed. */
export async function findSecondStep(token: string, now = new Date()): Promise<PendingSecondStep | undefined> {
  const [row] = await db()
    .select({ adminId: adminSecondSteps.adminId, mode: adminSecondSteps.mode })
    .from(adminSecondSteps)
    .where(and(eq(adminSecondSteps.idHash, hashToken(token)), gt(adminSecondSteps.expiresAt, now)));
  return row && { ...row, token };
}

/**
 * Uses the pending step up, once: of two requests finishing the same step, one gets true. Called
 * after the factor was checked, so a wrong code leaves the step to try again.
 */
export async function claimSecondStep(token: string, now = new Date()): Promise<boolean> {
  const claimed = await db()
    .delete(adminSecondSteps)
    .where(and(eq(adminSecondSteps.idHash, hashToken(token)), gt(adminSecondSteps.expiresAt, now)))
    .returning({ adminId: adminSecondSteps.adminId });
  return claimed.length > 0;
}
