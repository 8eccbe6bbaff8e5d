import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db, type Transaction } from "~/db/database.server";
import { adminLinkTokens } from "~/db/schema";
import { signToken, verifyToken } from "~/security/signing.server";

export type LinkKind = "reset" | "invitation";

/** How long each kind of link works (issue 21: a reset for 30 minutes, an invitation for 7 days). */
export const linkLifetimeMs: Record<LinkKind, number> = {
  reset: 30 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

/** A link's token is signed for its kind, so a reset link can never be used as an invitation. */
const purpose = (kind: LinkKind) => `admin-link:${kind}`;

/** Longer than any token this module makes; anything longer is refused before any work. */
export const maxTokenLength = 200;

function hashSecret(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

export interface LinkTarget {
  adminId?: number;
  email?: string;
  invitedBy?: string;
}

/**
 * Stores a new link and returns its token for the URL: the row's id and a 256-bit secret, signed
 * with the site's key and its expiry. The table keeps only the secret's hash.
 */
export async function issueLink(tx: Transaction, kind: LinkKind, target: LinkTarget, now = new Date()): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + linkLifetimeMs[kind]);
  const [row] = await tx
    .insert(adminLinkTokens)
    .values({ kind, secretHash: hashSecret(secret).toString("hex"), ...target, createdAt: now, expiresAt })
    .returning({ id: adminLinkTokens.id });
  if (!row) throw new Error("link insert returned nothing");
  return signToken(purpose(kind), `${row.id}.${secret}`, expiresAt);
}

export interface ValidLink {
  id: number;
  adminId: number | null;
  email: string | null;
}

/** The id and secret a token carries when its signature and expiry hold; nothing else is looked at. */
function readToken(kind: LinkKind, token: string | null | undefined, now: Date) {
  if (typeof token !== "string" || token.length > maxTokenLength) return undefined;
  const payload = verifyToken(purpose(kind), token, now);
  const match = payload?.match(/^(\d{1,9})\.([\w-]{43})$/);
  return match ? { id: Number(match[1]), secret: match[2]! } : undefined;
}

/**
 * The link behind a token if it is unused and unexpired, without using it up (the page that
 * shows the form). The stored hash is compared in constant time.
 */
export async function findValidLink(
  kind: LinkKind,
  token: string | null | undefined,
  now = new Date(),
  tx: Transaction | ReturnType<typeof db> = db(),
): Promise<ValidLink | undefined> {
  const parts = readToken(kind, token, now);
  if (!parts) return undefined;
  const [row] = await tx.select().from(adminLinkTokens).where(eq(adminLinkTokens.id, parts.id));
  if (!row || row.kind !== kind || row.usedAt || row.expiresAt <= now) return undefined;
  const stored = Buffer.from(row.secretHash, "hex");
  const given = hashSecret(parts.secret);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) return undefined;
  return { id: row.id, adminId: row.adminId, email: row.email };
}

/**
 * Uses a link up inside the caller's transaction: one conditional update, so of two requests
 * racing with the same link (on any instance) exactly one gets it. Undefined when the link is
 * invalid, expired or already used.
 */
export async function consumeLink(tx: Transaction, kind: LinkKind, token: string, now = new Date()): Promise<ValidLink | undefined> {
  const link = await findValidLink(kind, token, now, tx);
  if (!link) return undefined;
  const [used] = await tx
    .update(adminLinkTokens)
    .set({ usedAt: now })
    .where(and(eq(adminLinkTokens.id, link.id), isNull(adminLinkTokens.usedAt), gt(adminLinkTokens.expiresAt, now)))
    .returning({ id: adminLinkTokens.id });
  return used ? link : undefined;
}

/** Retires an admin's unused reset links (after a new password is set by any means). */
export async function retireResetLinks(tx: Transaction | ReturnType<typeof db>, adminId: number, now = new Date()): Promise<void> {
  await tx
    .update(adminLinkTokens)
    .set({ usedAt: now })
    .where(and(eq(adminLinkTokens.kind, "reset"), eq(adminLinkTokens.adminId, adminId), isNull(adminLinkTokens.usedAt)));
}
