import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "~/lib/zod";
import { db } from "~/db/database.server";
import { visitorAccounts, visitorSignInCodes } from "~/db/schema";
import { emailSite } from "~/email/config.server";
import { transactionWithEmail } from "~/email/outbox.server";
import { literalSecretKinds } from "~/email/secret-links";
import { looksLikeAddress, maxAddressLength, normaliseAddress } from "~/lib/email-address";
import { parseSubmission } from "~/lib/form-submission";
import { checkFormGuard } from "~/security/form-guard.server";
import { formGuardMessages } from "~/security/form-guard";
import { hit } from "~/security/rate-limit.server";
import { defineSignedCookie } from "~/security/signed-cookie.server";
import { keyedDigest } from "~/security/signing.server";
import { signInCodeEmail } from "./code-email";
import { codePath, signInPath } from "./paths";
import { createVisitorSession } from "./sessions.server";
import {
  codeDigits,
  codeExpiry,
  codeTries,
  codeValidMinutes,
  parseTypedCode,
  refusalOf,
  signInMessages,
  wrongCodeMessage,
} from "./sign-in-code";

const hourMs = 60 * 60 * 1000;
/** Codes asked for from one client per hour. */
export const codesPerClientPerHour = 10;
/** Codes sent to one address per hour: stops someone filling a person's inbox. */
export const codesPerAddressPerHour = 5;
/** Codes typed from one client per hour, across addresses (five tries per code bound each one). */
export const codeTriesPerClientPerHour = 30;

/**
 * Which code this browser is waiting on: the row's id, signed, for as long as a code works. A code
 * is checked only against the row this browser asked for, so a code sent to another address, or
 * asked for in another browser, is simply wrong here.
 */
const pendingCookie = defineSignedCookie("pw_sign_in", "visitor-sign-in", {
  path: signInPath,
  sameSite: "Lax",
  maxAgeSeconds: codeValidMinutes * 60,
});

const emailSchema = z.object({
  email: z.string().max(maxAddressLength, signInMessages.invalidEmail).refine(looksLikeAddress, signInMessages.invalidEmail),
});

/** Six digits keyed with the app secret and bound to the address: a leaked table does not give codes away. */
const codeHash = (email: string, code: string) => keyedDigest("visitor-sign-in-code", `${email}\n${code}`);

export type CodeRequestOutcome =
  { ok: true; setCookie: string } | { ok: false; status: number; email: string; error?: string; notice?: string };

/**
 * The sign-in form: stores a new code and queues its email. Known and unknown addresses take the
 * same path (the account is made on the first right code), so the answer and its timing say
 * nothing about who has an account.
 */
export async function requestSignInCode(form: FormData, client: string, secure: boolean, now = new Date()): Promise<CodeRequestOutcome> {
  const submission = parseSubmission(form, emailSchema);
  const typed = submission.posted.email.slice(0, maxAddressLength + 10);
  const guard = await checkFormGuard(form, {
    form: "sign-in",
    client,
    rateKeys: [client],
    limit: codesPerClientPerHour,
    windowMs: hourMs,
    now,
  });
  if (!guard.ok) return { ok: false, status: guard.reason === "rateLimited" ? 429 : 400, email: typed, notice: guard.message };
  if (!submission.ok) return { ok: false, status: 400, email: typed, error: submission.errors.email };

  const email = normaliseAddress(submission.value.email);
  // Keyed, so the rate-limit table never holds the address.
  const perAddress = await hit(`form:sign-in-address:${keyedDigest("sign-in-rate", email).slice(0, 22)}`, hourMs, now);
  if (perAddress.count > codesPerAddressPerHour) return { ok: false, status: 429, email: typed, notice: formGuardMessages.rateLimited };

  const code = randomInt(0, 10 ** codeDigits)
    .toString()
    .padStart(codeDigits, "0");
  const id = await transactionWithEmail(async (tx, outbox) => {
    const [row] = await tx
      .insert(visitorSignInCodes)
      .values({ email, codeHash: codeHash(email, code), createdAt: now, expiresAt: codeExpiry(now) })
      .returning({ id: visitorSignInCodes.id });
    if (!row) throw new Error("sign-in code insert returned nothing");
    await outbox.queue({
      kind: literalSecretKinds.signInCode,
      to: email,
      ...signInCodeEmail(code, `${emailSite().url}${codePath}`),
      secrets: [code],
    });
    return row.id;
  });
  return { ok: true, setCookie: pendingCookie.serialize(String(id), secure, now) };
}

/** The code row this browser waits on, while its code can still work. */
function pendingCodeId(cookieHeader: string | null, now: Date): number | undefined {
  const id = Number(pendingCookie.read(cookieHeader, now));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The address the code page names, or undefined when this browser waits on no code. */
export async function pendingAddress(cookieHeader: string | null, now = new Date()): Promise<string | undefined> {
  const id = pendingCodeId(cookieHeader, now);
  if (id === undefined) return undefined;
  const [row] = await db().select({ email: visitorSignInCodes.email }).from(visitorSignInCodes).where(eq(visitorSignInCodes.id, id));
  return row?.email;
}

export type CodeCheckOutcome =
  { ok: true; token: string; clearPending: string } | { ok: false; status: number; error?: string; notice?: string; restart?: boolean };

/**
 * Tries a typed code against this browser's pending one in a single update: a right code marks it
 * used and a wrong one counts a try, and a code already used, out of tries or expired matches no
 * row. So of two posts of the right code at once, exactly one signs in.
 */
export async function checkSignInCode(
  form: FormData,
  cookieHeader: string | null,
  client: string,
  secure: boolean,
  userAgent: string | null,
  now = new Date(),
): Promise<CodeCheckOutcome> {
  const id = pendingCodeId(cookieHeader, now);
  if (id === undefined) return { ok: false, status: 400, restart: true, notice: signInMessages.expired };
  const guard = await checkFormGuard(form, {
    form: "sign-in-code",
    client,
    rateKeys: [client],
    limit: codeTriesPerClientPerHour,
    windowMs: hourMs,
    now,
  });
  if (!guard.ok) return { ok: false, status: guard.reason === "rateLimited" ? 429 : 400, notice: guard.message };
  const code = parseTypedCode(form.get("code"));
  if (code === undefined) return { ok: false, status: 400, error: signInMessages.invalidCode };

  const [stored] = await db().select({ email: visitorSignInCodes.email }).from(visitorSignInCodes).where(eq(visitorSignInCodes.id, id));
  if (!stored) return { ok: false, status: 400, restart: true, notice: signInMessages.expired };
  const [tried] = await db()
    .update(visitorSignInCodes)
    .set({
      attempts: sql`${visitorSignInCodes.attempts} + 1`,
      usedAt: sql`case when ${visitorSignInCodes.codeHash} = ${codeHash(stored.email, code)} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(
      and(
        eq(visitorSignInCodes.id, id),
        isNull(visitorSignInCodes.usedAt),
        lt(visitorSignInCodes.attempts, codeTries),
        gt(visitorSignInCodes.expiresAt, now),
      ),
    )
    .returning({ usedAt: visitorSignInCodes.usedAt, attempts: visitorSignInCodes.attempts });

  if (!tried) return { ok: false, status: 400, restart: true, notice: signInMessages[(await refusal(id, now)) ?? "expired"] };
  if (!tried.usedAt) return { ok: false, status: 400, error: wrongCodeMessage(tried.attempts) };

  const accountId = await openAccount(stored.email, now);
  const token = await createVisitorSession(accountId, now, userAgent);
  return { ok: true, token, clearPending: pendingCookie.clear(secure) };
}

async function refusal(id: number, now: Date) {
  const [row] = await db().select().from(visitorSignInCodes).where(eq(visitorSignInCodes.id, id));
  return row && refusalOf(row, now);
}

/** The account for the address, made on its first right code. */
async function openAccount(email: string, now: Date): Promise<number> {
  const [account] = await db()
    .insert(visitorAccounts)
    .values({ email, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: visitorAccounts.email, set: { lastSeenAt: now, retentionWarnedAt: null } })
    .returning({ id: visitorAccounts.id });
  if (!account) throw new Error("account upsert returned nothing");
  return account.id;
}
