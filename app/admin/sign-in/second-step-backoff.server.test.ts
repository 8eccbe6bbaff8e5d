import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { admins, outbox } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { secondStepWarningSubject } from "../accounts/account-emails";
import { clearSecondStepBackoff, recordWrongSecondStep, secondStepBackoff } from "./second-step-backoff.server";

/*
 * Issue 29 item 10: wrong second-step codes in a row pause that account's second step, each
 * pause twice the one before, and the fifth in a row emails the admin (whoever typed them had the
 * password). The pause lives in the rate-limit table, so every instance sees it.
 */
let dispose: () => Promise<void>;
let admin: { id: number; email: string };
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  configureMail({ ownerEmailDefault: "owner@example.com", siteUrl: "https://pointwise.example" });
  [admin] = (await db()
    .insert(admins)
    .values({ email: "backoff@example.com", passwordHash: "unused" })
    .returning({ id: admins.id, email: admins.email })) as [typeof admin];
});
afterAll(() => dispose());

const warnings = () => db().select().from(outbox).where(eq(outbox.subject, secondStepWarningSubject));

describe("wrong second-step codes in a row", () => {
  it("pause the account twice as long each time after two typos, and email the admin on the fifth", async () => {
    const start = Date.parse("2026-11-27T12:00:00Z");
    const at = (seconds: number) => new Date(start + seconds * 1000);
    await recordWrongSecondStep(admin, "203.0.113.5", at(0));
    await recordWrongSecondStep(admin, "203.0.113.5", at(1));
    expect(await secondStepBackoff(admin.id, at(1))).toBeUndefined();
    await recordWrongSecondStep(admin, "203.0.113.5", at(2));
    expect(await secondStepBackoff(admin.id, at(2))).toBe(30);
    expect(await secondStepBackoff(admin.id, at(33))).toBeUndefined();
    await recordWrongSecondStep(admin, "203.0.113.5", at(40));
    expect(await secondStepBackoff(admin.id, at(40))).toBe(60);
    expect(await warnings()).toHaveLength(0);
    await recordWrongSecondStep(admin, "203.0.113.5", at(110));
    expect(await secondStepBackoff(admin.id, at(110))).toBe(120);

    const sent = await warnings();
    expect(sent.map((row) => row.toAddress)).toEqual([admin.email]);
    expect(sent[0]!.textBody).toContain("5 wrong codes in a row");
    expect(sent[0]!.textBody).toContain("203.0.113.5");
    // Only once a streak.
    await recordWrongSecondStep(admin, "203.0.113.5", at(300));
    expect(await warnings()).toHaveLength(1);
  });

  it("end with a right code", async () => {
    await clearSecondStepBackoff(admin.id);
    expect(await secondStepBackoff(admin.id)).toBeUndefined();
    await recordWrongSecondStep(admin, "203.0.113.5");
    expect(await secondStepBackoff(admin.id)).toBeUndefined();
  });
});
