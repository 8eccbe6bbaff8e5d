import { eq, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { rateLimits } from "~/db/schema";

/*
 * How long each client's public-form posts count as "too fast" because the page cache handed it
 * a copy of a page with a form, whose stamp is older than the visit (decision 068). One row per
 * client in `rate_limits`, so every instance sharing the database agrees, and housekeeping drops
 * the row once its time has passed. The client is named as the rate limits name it (IPv6 by network).
 */
const holdKey = (client: string) => `form-page:${client.toLowerCase()}`;

/** Holds the client's form posts until `until`, or until later if a later copy holds them already. One atomic upsert. */
export async function holdFormPostsUntil(client: string, until: Date): Promise<void> {
  await db()
    .insert(rateLimits)
    .values({ key: holdKey(client), count: 1, resetAt: until })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // Two copies delivered at once may be recorded in either order: the later time always wins.
      set: { resetAt: sql`greatest(${rateLimits.resetAt}, excluded.reset_at)` },
    });
}

/** Until when the client's form posts are held, if that is still ahead of `now`. */
export async function formPostsHeldUntil(client: string, now = new Date()): Promise<Date | undefined> {
  const [row] = await db()
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, holdKey(client)));
  return row && row.resetAt > now ? row.resetAt : undefined;
}
