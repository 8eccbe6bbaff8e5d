import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { z } from "~/lib/zod";
import { db } from "~/db/database.server";
import { privacyLinks, privacyRequests } from "~/db/schema";
import { emailSite } from "~/email/config.server";
import { transactionWithEmail } from "~/email/outbox.server";
import { parseSubmission } from "~/lib/form-submission";
import { logger } from "~/observability/logger.server";
import { checkFormGuard } from "~/security/form-guard.server";
import { formGuardMessages } from "~/security/form-guard";
import { hit } from "~/security/rate-limit.server";
import { defineSignedCookie } from "~/security/signed-cookie.server";
import { keyedDigest } from "~/security/signing.server";
import { looksLikeAddress, maxAddressLength, normaliseAddress } from "~/lib/email-address";
import { personalDataMap } from "./data-map.server";
import { accessLinkEmail, accessLinkHours } from "./link-email";
import { privacyMessages } from "./messages";
import { accessPath, selfServicePath } from "./paths";

const hourMs = 60 * 60 * 1000;
/** Link requests from one connection per hour. */
export const linkRequestsPerIpPerHour = 10;
/** Link requests for one address per hour: stops someone filling a person's inbox. */
export const linkRequestsPerAddressPerHour = 3;
/** How long the page stays open for the person after they used their link. */
export const accessSessionSeconds = 30 * 60;

const accessCookie = defineSignedCookie("pw_privacy_access", "privacy-access", {
  path: selfServicePath,
  sameSite: "Lax",
  maxAgeSeconds: accessSessionSeconds,
});

export const linkRequestSchema = z.object({
  email: z.string().max(maxAddressLength, privacyMessages.invalidEmail).refine(looksLikeAddress, privacyMessages.invalidEmail),
});

export type LinkRequestOutcome = { ok: true } | { ok: false; status: number; email: string; error?: string; notice?: string };

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Whether any table of the map holds a row about the address. */
async function holdsData(address: string): Promise<boolean> {
  for (const entry of personalDataMap) {
    if ((await entry.find(db(), address, 1)).length > 0) return true;
  }
  return false;
}

/**
 * Writes a single-use link (its SHA-256 only) and the email carrying it, when the site holds
 * something about the address; otherwise does nothing. Returns whether it sent one.
 */
export async function sendAccessLink(address: string, now = new Date()): Promise<boolean> {
  const email = normaliseAddress(address);
  if (!(await holdsData(email))) return false;
  const token = randomBytes(32).toString("base64url");
  const url = `${emailSite().url}${accessPath}?token=${token}`;
  await transactionWithEmail(async (tx, outbox) => {
    await tx
      .insert(privacyLinks)
      .values({ tokenHash: tokenHash(token), email, createdAt: now, expiresAt: new Date(now.getTime() + accessLinkHours * hourMs) });
    await outbox.queue({ kind: "privacy-link", to: email, ...accessLinkEmail(url) });
  });
  return true;
}

/**
 * The /privacy/my-data form. The answer is the same whether or not the address is known, and
 * comes before the look-up finishes: the look-up (and the email, when there is data) runs after.
 * `background` receives that work (tests wait for it).
 */
export async function requestAccessLink(
  form: FormData,
  ip: string,
  background: (work: Promise<unknown>) => void = (work) => void work,
): Promise<LinkRequestOutcome> {
  const submission = parseSubmission(form, linkRequestSchema);
  const typed = submission.posted.email.slice(0, maxAddressLength + 10);
  const guard = await checkFormGuard(form, {
    form: "privacy",
    client: ip,
    rateKeys: [ip],
    limit: linkRequestsPerIpPerHour,
    windowMs: hourMs,
  });
  if (!guard.ok) return { ok: false, status: guard.reason === "rateLimited" ? 429 : 400, email: typed, notice: guard.message };
  if (!submission.ok) return { ok: false, status: 400, email: typed, error: submission.errors.email };
  const email = normaliseAddress(submission.value.email);
  // Keyed, so the rate-limit table never holds the address.
  const perAddress = await hit(`form:privacy-address:${keyedDigest("privacy-rate", email).slice(0, 22)}`, hourMs);
  if (perAddress.count > linkRequestsPerAddressPerHour)
    return { ok: false, status: 429, email: typed, notice: formGuardMessages.rateLimited };
  background(sendAccessLink(email).catch((error: unknown) => logger().error({ err: error }, "privacy link not sent")));
  return { ok: true };
}

/** Uses a link: true once, for an unexpired link, whoever asks first (one atomic update). */
export async function openAccessLink(
  token: string | null | undefined,
  now = new Date(),
): Promise<{ id: number; email: string } | undefined> {
  if (typeof token !== "string" || token.length < 20 || token.length > 100) return undefined;
  const [link] = await db()
    .update(privacyLinks)
    .set({ usedAt: now })
    .where(and(eq(privacyLinks.tokenHash, tokenHash(token)), isNull(privacyLinks.usedAt), gt(privacyLinks.expiresAt, now)))
    .returning({ id: privacyLinks.id, email: privacyLinks.email });
  return link;
}

export function accessSetCookie(linkId: number, secure: boolean, now = new Date()): string {
  return accessCookie.serialize(String(linkId), secure, now);
}

/** The address whose page this browser opened with its link in the last half hour, if any. */
export async function accessAddress(cookieHeader: string | null, now = new Date()): Promise<string | undefined> {
  const id = Number(accessCookie.read(cookieHeader, now));
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const since = new Date(now.getTime() - accessSessionSeconds * 1000);
  const [link] = await db()
    .select({ email: privacyLinks.email })
    .from(privacyLinks)
    .where(and(eq(privacyLinks.id, id), gt(privacyLinks.usedAt, since)));
  return link?.email;
}

/** Records an erasure request (one pending per address). */
export async function requestErasure(address: string, now = new Date()): Promise<void> {
  const email = normaliseAddress(address);
  if (!(await hasPendingErasure(email))) await db().insert(privacyRequests).values({ email, requestedAt: now });
}

export async function hasPendingErasure(address: string): Promise<boolean> {
  const rows = await db()
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.email, normaliseAddress(address)), eq(privacyRequests.status, "pending")));
  return rows.length > 0;
}

export type ErasureRequest = typeof privacyRequests.$inferSelect;

/** Pending requests for the admin, oldest first, at most `limit`. */
export async function pendingErasureRequests(limit = 50): Promise<ErasureRequest[]> {
  return db().select().from(privacyRequests).where(eq(privacyRequests.status, "pending")).orderBy(privacyRequests.requestedAt).limit(limit);
}

export async function findErasureRequest(id: number): Promise<ErasureRequest | undefined> {
  const [row] = await db().select().from(privacyRequests).where(eq(privacyRequests.id, id));
  return row;
}

/** How many erasure requests wait (the admin's menu shows it); privacy_requests_status_idx answers it. */
export async function countPendingErasureRequests(): Promise<number> {
  const [row] = await db().select({ total: count() }).from(privacyRequests).where(eq(privacyRequests.status, "pending"));
  return row?.total ?? 0;
}
