import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { rateLimits } from "~/db/schema";
import { openTestDatabase } from "../../tests/integration/test-database";
import { formPostsHeldUntil, holdFormPostsUntil } from "./form-post-hold.server";
import { peek } from "./rate-limit.server";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

const start = new Date("2026-11-28T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("a client's form posts held after a cached form page", () => {
  it("are held until the time given, and no longer", async () => {
    await holdFormPostsUntil("192.0.2.1", at(2_000));
    expect(await formPostsHeldUntil("192.0.2.1", at(1_999))).toEqual(at(2_000));
    expect(await formPostsHeldUntil("192.0.2.1", at(2_000))).toBeUndefined();
    expect(await formPostsHeldUntil("192.0.2.2", at(0))).toBeUndefined();
  });

  it("keep the latest time, whichever delivery is recorded last", async () => {
    await holdFormPostsUntil("192.0.2.3", at(5_000));
    await holdFormPostsUntil("192.0.2.3", at(3_000));
    expect(await formPostsHeldUntil("192.0.2.3", at(0))).toEqual(at(5_000));
    await holdFormPostsUntil("192.0.2.3", at(7_000));
    expect(await formPostsHeldUntil("192.0.2.3", at(0))).toEqual(at(7_000));
  });

  it("lose no record when many arrive at once", async () => {
    await Promise.all(Array.from({ length: 12 }, (_, index) => holdFormPostsUntil("192.0.2.4", at(index * 100))));
    expect(await formPostsHeldUntil("192.0.2.4", at(0))).toEqual(at(1_100));
  });

  it("name an IPv6 network however its letters are cased", async () => {
    await holdFormPostsUntil("2001:DB8:1:2::/64", at(2_000));
    expect(await formPostsHeldUntil("2001:db8:1:2::/64", at(0))).toEqual(at(2_000));
  });
});

describe("where a hold is kept", () => {
  const rows = (client: string) =>
    db()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `form-page:${client}`));

  it.skipIf(process.env.DATABASE_URL)("on the embedded database, in this process alone: a cached form page costs no write", async () => {
    await holdFormPostsUntil("192.0.2.10", at(2_000));
    expect(await rows("192.0.2.10")).toEqual([]);
    expect(await formPostsHeldUntil("192.0.2.10", at(1_000))).toEqual(at(2_000));
  });

  it.runIf(process.env.DATABASE_URL)(
    "on PostgreSQL, in a row every instance reads, which housekeeping drops once it has passed",
    async () => {
      await holdFormPostsUntil("2001:DB8:1:3::/64", at(2_000));
      // The row is an ordinary rate-limit row: `runHousekeeping` deletes it once `resetAt` has passed.
      expect((await peek("form-page:2001:db8:1:3::/64", at(0))).resetAt).toEqual(at(2_000));
      // A hold another instance wrote is found here too.
      await db()
        .insert(rateLimits)
        .values({ key: "form-page:192.0.2.11", count: 1, resetAt: at(4_000) });
      expect(await formPostsHeldUntil("192.0.2.11", at(1_000))).toEqual(at(4_000));
    },
  );
});
