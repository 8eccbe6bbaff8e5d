import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, or } from "drizzle-orm";
import QRCode from "qrcode";
import { db } from "~/db/database.server";
import { adminFactors, adminRecoveryCodes } from "~/db/schema";
import { seal, unseal } from "~/security/secret-box.server";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes.server";
import { checkTotp, groupSecret, newTotpSecret, totpUri } from "./totp";

/** Bounded work: an account keeps at most this many factors, verified or not. */
export const maxFactorsPerAdmin = 10;
export const maxFactorNameLength = 60;
const totpSealPurpose = "totp-secret";
/** An app factor not verified within this long is dead: its key was shown once and may have been seen since (issue 29 item 10). */
export const enrolmentLifetimeMs = 15 * 60 * 1000;
const stillEnrolling = (now: Date) => gte(adminFactors.createdAt, new Date(now.getTime() - enrolmentLifetimeMs));

export type FactorKind = "totp" | "passkey";

/** A factor as the account page lists it: never its secret or key. */
export interface FactorSummary {
  id: number;
  kind: FactorKind;
  name: string;
  createdAt: Date;
  verifiedAt: Date | null;
  lastUsedAt: Date | null;
}

export function listFactors(adminId: number): Promise<FactorSummary[]> {
  return db()
    .select({
      id: adminFactors.id,
      kind: adminFactors.kind,
      name: adminFactors.name,
      createdAt: adminFactors.createdAt,
      verifiedAt: adminFactors.verifiedAt,
      lastUsedAt: adminFactors.lastUsedAt,
    })
    .from(adminFactors)
    .where(eq(adminFactors.adminId, adminId))
    .orderBy(asc(adminFactors.id))
    .limit(maxFactorsPerAdmin) as Promise<FactorSummary[]>;
}

/** Which kinds of verified factor the account has: only these are asked for at sign-in. */
export async function verifiedFactorKinds(adminId: number): Promise<Set<FactorKind>> {
  const rows = await db()
    .selectDistinct({ kind: adminFactors.kind })
    .from(adminFactors)
    .where(and(eq(adminFactors.adminId, adminId), isNotNull(adminFactors.verifiedAt)));
  return new Set(rows.map((row) => row.kind as FactorKind));
}

export async function hasVerifiedFactor(adminId: number): Promise<boolean> {
  return (await verifiedFactorKinds(adminId)).size > 0;
}

async function factorCount(adminId: number): Promise<number> {
  const [row] = await db().select({ n: count() }).from(adminFactors).where(eq(adminFactors.adminId, adminId));
  return row?.n ?? 0;
}

/**
 * Starts adding an authenticator app: a new secret, stored sealed, on an unverified factor.
 * Unverified app factors left from an earlier try (past their 15 minutes) go first.
 */
export async function startTotpEnrolment(adminId: number, name: string, now = new Date()): Promise<number | "full"> {
  await db()
    .delete(adminFactors)
    .where(
      and(
        eq(adminFactors.adminId, adminId),
        eq(adminFactors.kind, "totp"),
        isNull(adminFactors.verifiedAt),
        lt(adminFactors.createdAt, new Date(now.getTime() - enrolmentLifetimeMs)),
      ),
    );
  if ((await factorCount(adminId)) >= maxFactorsPerAdmin) return "full";
  const [row] = await db()
    .insert(adminFactors)
    .values({ adminId, kind: "totp", name, totpSecret: seal(totpSealPurpose, newTotpSecret()), createdAt: now })
    .returning({ id: adminFactors.id });
  return row!.id;
}

/** The app factor being added at sign-in (the owner requires one): the one started in the last 15 minutes, or a new one. */
export async function pendingTotpFactor(adminId: number, now = new Date()): Promise<number | "full"> {
  const [row] = await db()
    .select({ id: adminFactors.id })
    .from(adminFactors)
    .where(and(eq(adminFactors.adminId, adminId), eq(adminFactors.kind, "totp"), isNull(adminFactors.verifiedAt), stillEnrolling(now)))
    .orderBy(desc(adminFactors.id))
    .limit(1);
  return row ? row.id : startTotpEnrolment(adminId, "Authenticator app", now);
}

/** This admin's app factor `factorId` while it is being added: not verified, and started less than 15 minutes ago. */
function unverifiedApp(adminId: number, factorId: number, now: Date) {
  return and(
    eq(adminFactors.id, factorId),
    eq(adminFactors.adminId, adminId),
    eq(adminFactors.kind, "totp"),
    isNull(adminFactors.verifiedAt),
    stillEnrolling(now),
  );
}

export interface TotpEnrolment {
  id: number;
  name: string;
  /** The secret in groups of four, for typing in. */
  secret: string;
  uri: string;
  /** The QR code of `uri`, as SVG markup drawn here (no script, no inline style). */
  qrSvg: string;
}

/** What an app needs to add an unverified factor; nothing once it is verified (never shown again). */
export async function totpEnrolment(
  adminId: number,
  factorId: number,
  account: string,
  now = new Date(),
): Promise<TotpEnrolment | undefined> {
  const [row] = await db()
    .select()
    .from(adminFactors)
    .where(unverifiedApp(adminId, factorId, now));
  const secret = row?.totpSecret ? unseal(totpSealPurpose, row.totpSecret) : undefined;
  if (!row || !secret) return undefined;
  const uri = totpUri(secret, account);
  const qrSvg = await QRCode.toString(uri, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
    color: { dark: "#000000", light: "#ffffff" },
  });
  return { id: row.id, name: row.name, secret: groupSecret(secret), uri, qrSvg };
}

/**
 * Checks a code against one TOTP factor and, when it is right and newer than the last one
 * accepted, records its time step in the same statement: two instances handed the same code at
 * once cannot both accept it.
 */
async function acceptTotp(row: typeof adminFactors.$inferSelect, code: string, now: Date): Promise<"ok" | "invalid" | "replayed"> {
  const secret = row.totpSecret ? unseal(totpSealPurpose, row.totpSecret) : undefined;
  if (!secret) return "invalid";
  const check = checkTotp(secret, code, row.totpLastStep, now.getTime());
  if (!check.ok) return check.reason;
  const updated = await db()
    .update(adminFactors)
    .set({ totpLastStep: check.step, lastUsedAt: now, verifiedAt: row.verifiedAt ?? now })
    .where(and(eq(adminFactors.id, row.id), or(isNull(adminFactors.totpLastStep), lt(adminFactors.totpLastStep, check.step))))
    .returning({ id: adminFactors.id });
  return updated.length > 0 ? "ok" : "replayed";
}

export type ConfirmResult = { ok: true; name: string; recoveryCodes?: string[] } | { ok: false };

/**
 * Verifies a new app factor with its first code. The account's first verified factor comes with
 * ten recovery codes, returned here to be shown once.
 */
export async function confirmTotp(adminId: number, factorId: number, code: string, now = new Date()): Promise<ConfirmResult> {
  const [row] = await db()
    .select()
    .from(adminFactors)
    .where(unverifiedApp(adminId, factorId, now));
  if (!row || (await acceptTotp(row, code, now)) !== "ok") return { ok: false };
  return { ok: true, name: row.name, recoveryCodes: await recoveryCodesForFirstFactor(adminId) };
}

/** Ten codes when the account has none left unused (its first factor); otherwise none. */
export async function recoveryCodesForFirstFactor(adminId: number): Promise<string[] | undefined> {
  return (await remainingRecoveryCodes(adminId)) === 0 ? replaceRecoveryCodes(adminId) : undefined;
}

/** Replaces every recovery code of the account with ten new ones, returned to be shown once. */
export async function replaceRecoveryCodes(adminId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db().transaction(async (tx) => {
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    await tx.insert(adminRecoveryCodes).values(codes.map((code) => ({ adminId, codeHash: hashRecoveryCode(code) })));
  });
  return codes;
}

export async function remainingRecoveryCodes(adminId: number): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Removes one factor of this admin; the last verified one takes the recovery codes with it. */
export async function removeFactor(adminId: number, factorId: number): Promise<FactorSummary | undefined> {
  const [removed] = await db()
    .delete(adminFactors)
    .where(and(eq(adminFactors.id, factorId), eq(adminFactors.adminId, adminId)))
    .returning();
  if (!removed) return undefined;
  if (!(await hasVerifiedFactor(adminId))) await db().delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  return { ...removed, kind: removed.kind as FactorKind };
}

/** Every factor and recovery code of the account (the command line's way back in); returns how many factors went. */
export async function removeAllFactors(adminId: number): Promise<number> {
  const removed = await db().delete(adminFactors).where(eq(adminFactors.adminId, adminId)).returning({ id: adminFactors.id });
  await db().delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  return removed.length;
}

export type CodeCheck = { ok: true; factor: "totp" | "recovery-code"; name: string } | { ok: false; reason: "invalid" | "replayed" };

/**
 * The second step with something typed: a code from any verified authenticator app of the
 * account, or one of its unused recovery codes (used up here).
 */
export async function checkSecondStepCode(adminId: number, code: string, now = new Date()): Promise<CodeCheck> {
  if (looksLikeRecoveryCode(code)) {
    const [used] = await db()
      .update(adminRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminRecoveryCodes.adminId, adminId),
          eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(adminRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: adminRecoveryCodes.id });
    return used ? { ok: true, factor: "recovery-code", name: "Recovery code" } : { ok: false, reason: "invalid" };
  }
  const rows = await db()
    .select()
    .from(adminFactors)
    .where(and(eq(adminFactors.adminId, adminId), eq(adminFactors.kind, "totp"), isNotNull(adminFactors.verifiedAt)))
    .limit(maxFactorsPerAdmin);
  let replayed = false;
  for (const row of rows) {
    const outcome = await acceptTotp(row, code, now);
    if (outcome === "ok") return { ok: true, factor: "totp", name: row.name };
    if (outcome === "replayed") replayed = true;
  }
  return { ok: false, reason: replayed ? "replayed" : "invalid" };
}

/** What the account page's second-factor section shows. */
export async function factorsOverview(admin: { id: number; email: string }, enrolParam: string | null) {
  const factors = await listFactors(admin.id);
  const enrolId = Number(enrolParam);
  const enrolment = Number.isSafeInteger(enrolId) && enrolId > 0 ? await totpEnrolment(admin.id, enrolId, admin.email) : undefined;
  return { factors, remainingRecoveryCodes: await remainingRecoveryCodes(admin.id), enrolment: enrolment ?? null };
}
