import { eq, sql } from "drizzle-orm";
import { database, db } from "~/db/database.server";
import { rateLimits } from "~/db/schema";

/*
 * How long each client's public-form posts count as "too fast" because the page cache handed it
 * a copy of a page with a form, whose stamp is older than the visit (decision 068). One row per
 * client in `rate_limits`, so every instance sharing the database agrees, and housekeeping drops
 * the row once its time has passed. The client is named as the rate limits name it (IPv6 by network).
 *
 * Each process also keeps its own holds, set before any write. The embedded database belongs to
 * one process, so there they are the whole record and a cached form page costs no write: the
 * write was what bounded such a page to a twentieth of a plain hit (decision 076). On PostgreSQL
 * the row is still written for the other instances, and a post here finds this process's first.
 */
const holdKey = (client: string) => `form-page:${client.toLowerCase()}`;

/** Holds kept here at most; the oldest go first, long passed by then (a hold lasts seconds). */
const maxHeldHere = 50_000;
const heldHere = new Map<string, number>();

function holdHere(key: string, until: number): void {
  const later = Math.max(until, heldHere.get(key) ?? 0);
  // Moved to the end, so the first entry is always the one least recently held.
  heldHere.delete(key);
  heldHere.set(key, later);
  if (heldHere.size > maxHeldHere) heldHere.delete(heldHere.keys().next().value!);
}

function heldHereUntil(key: string, now: Date): Date | undefined {
  const until = heldHere.get(key);
  if (until === undefined) return undefined;
  if (until > now.getTime()) return new Date(until);
  heldHere.delete(key);
  return undefined;
}

const sharedByInstances = () => database().kind === "postgres";

/**
 * Holds the client's form posts until `until` in this process; says whether other instances must
 * be told too (`shareFormPostHold`), as they must where they share a PostgreSQL database.
 */
export function holdFormPostsHere(client: string, until: Date): boolean {
  holdHere(holdKey(client), until.getTime());
  return sharedByInstances();
}

/** Tells every instance: one atomic upsert of the client's row, or a later time if one is there already. */
export async function shareFormPostHold(client: string, until: Date): Promise<void> {
  await db()
    .insert(rateLimits)
    .values({ key: holdKey(client), count: 1, resetAt: until })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // Two copies delivered at once may be recorded in either order: the later time always wins.
      set: { resetAt: sql`greatest(${rateLimits.resetAt}, excluded.reset_at)` },
    });
}

/** Holds the client's form posts until `until`, or until later if a later copy holds them already, wherever they would be posted. */
export async function holdFormPostsUntil(client: string, until: Date): Promise<void> {
  if (holdFormPostsHere(client, until)) await shareFormPostHold(client, until);
}

/** Until when the client's form posts are held, if that is still ahead of `now`. */
export async function formPostsHeldUntil(client: string, now = new Date()): Promise<Date | undefined> {
  const here = heldHereUntil(holdKey(client), now);
  if (here || !sharedByInstances()) return here;
  const [row] = await db()
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, holdKey(client)));
  return row && row.resetAt > now ? row.resetAt : undefined;
}
