import { vi } from "vitest";
import type * as client from "~/db/client.server";

// The unit project runs once, not again on PostgreSQL: a file of it that opens a database by any
// route fails here rather than silently missing that pass (tests/support/test-projects.ts).
vi.mock("~/db/client.server", async (importOriginal) => ({
  ...(await importOriginal<typeof client>()),
  openDatabase: () =>
    Promise.reject(
      new Error(
        "A unit-project test opened a database: import its helper (tests/integration/test-database.ts) so the file joins the db project",
      ),
    ),
}));
