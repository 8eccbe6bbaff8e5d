import { afterAll, beforeAll, beforeEach } from "vitest";
import { db } from "~/db/database.server";
import { visitorAccounts } from "~/db/schema";
import type { openTestDatabase } from "./test-database";

/**
 * A migrated test database for a file of wallet tests, emptied of accounts (and so of wallets)
 * before each test; `account` makes a visitor account and answers its id. The file passes
 * `openTestDatabase` in, so its own imports say it opens a database (tests/support/test-projects.ts).
 */
export function walletTestDatabase(open: typeof openTestDatabase): { account: (email: string) => Promise<number> } {
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ dispose } = await open());
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await db().delete(visitorAccounts);
  });
  return {
    async account(email) {
      const [row] = await db().insert(visitorAccounts).values({ email }).returning({ id: visitorAccounts.id });
      return row!.id;
    },
  };
}
