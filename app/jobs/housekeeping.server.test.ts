import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, findAdminByEmail } from "~/admin/accounts/accounts.server";
import { sessionIdleMs } from "~/admin/sign-in/session-cookie";
import { createSession, findSessionAdmin } from "~/admin/sign-in/sessions.server";
import { db } from "~/db/database.server";
import { adminSessions, rateLimits } from "~/db/schema";
import { createLogger } from "~/observability/logger.server";
import { hit } from "~/security/rate-limit.server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { startJobs } from "./boss.server";
import { housekeepingCron, housekeepingQueue, runHousekeeping } from "./housekeeping.server";

let dispose: () => Promise<void>;
let database: Awaited<ReturnType<typeof openTestDatabase>>["database"];
beforeAll(async () => ({ database, dispose } = await openTestDatabase()));
afterAll(() => dispose());

describe("housekeeping", () => {
  it("removes expired sessions and rate-limit windows, and keeps live ones", async () => {
    await createAdmin("keeper@example.com", "a-long-enough-password");
    const adminId = (await findAdminByEmail("keeper@example.com"))!.id;
    const now = new Date();
    await createSession(adminId, new Date(now.getTime() - sessionIdleMs - 1));
    const live = await createSession(adminId, now);
    await hit("old-window", 1_000, new Date(now.getTime() - 5_000));
    await hit("open-window", 60_000, now);

    await runHousekeeping(now);

    expect(await db().select().from(adminSessions)).toHaveLength(1);
    expect(await findSessionAdmin(live, now)).toBeDefined();
    expect((await db().select().from(rateLimits)).map((row) => row.key)).toEqual(["open-window"]);
  });

  it("is scheduled hourly when the job queue starts", async () => {
    const boss = await startJobs(database, createLogger("silent"));
    try {
      const schedules = await boss.getSchedules();
      expect(schedules).toContainEqual(expect.objectContaining({ name: housekeepingQueue, cron: housekeepingCron }));
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
