import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { alertChoices, bonusAlertChecks, bonusAlerts, outbox, subscribers } from "~/db/schema";
import { decideNewBonusAlerts } from "~/jobs/bonus-alerts.server";
import { addDays, businessDay } from "~/lib/calendar-day";
import { alertTallies, sendAlertBatch } from "~/newsletter/alerts.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { bonusId, type TransferBonus } from "~/transfer-bonuses/bonus";
import { publishBonuses } from "~/transfer-bonuses/bonuses.server";
import { seedTransferBonuses } from "~/transfer-bonuses/seed.server";
import { openTestDatabase } from "./test-database";

/*
 * Issue 24's alerts on a real database (PostgreSQL with DATABASE_URL): a newly published bonus
 * alerts each subscriber who chose its currency or program exactly once, even when two
 * instances decide at the same moment, and never again when the next scrape lists it again.
 */
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await seedPointsCatalog();
});
afterAll(() => dispose());

const today = businessDay();
function bonus(from: string, details: string, startOffset: number, endOffset: number): TransferBonus {
  return {
    id: bonusId(from, details),
    from,
    details,
    partner: null,
    percent: 30,
    targeted: false,
    startDate: addDays(today, startOffset),
    endDate: addDays(today, endOffset),
  };
}
// Not a built-in bonus: the same text would have the same id, and that one was decided when it was seeded.
const chaseToVirgin = bonus("Chase Ultimate Rewards", "35% bonus to Virgin Atlantic Flying Club", -1, 20);
const citiToTurkish = bonus("Citi ThankYou Points", "45% bonus to Turkish Airlines Miles&Smiles", -40, -10);

async function subscriber(email: string, choices: Array<["currency" | "program", string]>, status: "active" | "unsubscribed" = "active") {
  const [row] = await db().insert(subscribers).values({ email, source: "section", consentVersion: "test", status }).returning();
  if (choices.length > 0) {
    await db()
      .insert(alertChoices)
      .values(choices.map(([kind, refId]) => ({ subscriberId: row!.id, kind, refId })));
  }
  return row!;
}

describe("bonus alerts", () => {
  it("decides the seeded built-in bonuses without alerting anyone (they ended long ago)", async () => {
    await subscriber("early@example.com", [["program", "virgin-atlantic-flying-club"]]);
    const seeded = await seedTransferBonuses();
    expect(seeded).toHaveLength(15);
    expect(await decideNewBonusAlerts()).toBe(0);
    expect(await db().select().from(bonusAlertChecks)).toHaveLength(15);
    expect(await db().select().from(bonusAlerts)).toHaveLength(0);
  });

  it("alerts every matching active subscriber exactly once when two instances decide together", async () => {
    await subscriber("program@example.com", [["program", "virgin-atlantic-flying-club"]]);
    await subscriber("currency@example.com", [["currency", "chase-ultimate-rewards"]]);
    await subscriber("both@example.com", [
      ["currency", "chase-ultimate-rewards"],
      ["program", "virgin-atlantic-flying-club"],
    ]);
    await subscriber("other@example.com", [["program", "hyatt"]]);
    await subscriber("gone@example.com", [["program", "virgin-atlantic-flying-club"]], "unsubscribed");
    await subscriber("nothing@example.com", []);

    await publishBonuses([chaseToVirgin]);
    const added = await Promise.all([decideNewBonusAlerts(), decideNewBonusAlerts()]);
    expect(added[0] + added[1]).toBe(4);

    const alerts = await db()
      .select({ email: subscribers.email })
      .from(bonusAlerts)
      .innerJoin(subscribers, eq(subscribers.id, bonusAlerts.subscriberId))
      .where(eq(bonusAlerts.bonusId, chaseToVirgin.id));
    expect(alerts.map((row) => row.email).sort()).toEqual([
      "both@example.com",
      "currency@example.com",
      "early@example.com",
      "program@example.com",
    ]);
    const [check] = await db().select().from(bonusAlertChecks).where(eq(bonusAlertChecks.bonusId, chaseToVirgin.id));
    expect(check).toMatchObject({ currencyId: "chase-ultimate-rewards", programId: "virgin-atlantic-flying-club", recipients: 4 });
  });

  it("moves the alerts to the outbox in batches, each with a one-click unsubscribe and the preferences link", async () => {
    expect(await sendAlertBatch(3)).toBe(1);
    expect(await sendAlertBatch(3)).toBe(0);
    const messages = await db().select().from(outbox).where(eq(outbox.kind, "bonus-alert"));
    expect(messages).toHaveLength(4);
    expect(new Set(messages.map((message) => message.toAddress)).size).toBe(4);
    for (const message of messages) {
      expect(message.subject).toBe("Transfer bonus: Chase Ultimate Rewards, 35% bonus to Virgin Atlantic Flying Club");
      expect(message.headers["List-Unsubscribe"]).toMatch(/^<.+\/unsubscribe\?token=.+>$/);
      expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(JSON.stringify(message)).toContain("/newsletter/alerts?token=");
    }
    expect(await alertTallies([chaseToVirgin.id])).toEqual({ [chaseToVirgin.id]: { alerts: 4, sent: 0, waiting: 4, failed: 0 } });
  });

  it("alerts again when a built-in bonus's text comes back for a new run, once", async () => {
    const again = bonus("Chase Ultimate Rewards", "30% bonus to Virgin Atlantic Flying Club", 0, 30);
    await publishBonuses([chaseToVirgin, again]);
    expect(await decideNewBonusAlerts()).toBe(4);
    await publishBonuses([chaseToVirgin, { ...again, endDate: addDays(today, 31) }]);
    expect(await decideNewBonusAlerts()).toBe(0);
    const [check] = await db().select().from(bonusAlertChecks).where(eq(bonusAlertChecks.bonusId, again.id));
    expect(check).toMatchObject({ startDate: again.startDate, endDate: again.endDate, recipients: 4 });
    await db().delete(bonusAlerts).where(eq(bonusAlerts.bonusId, again.id));
  });

  it("does not alert again when the next scrape lists the same bonus, nor for one that has already ended", async () => {
    await publishBonuses([{ ...chaseToVirgin, endDate: addDays(today, 25) }, citiToTurkish]);
    await subscriber("late@example.com", [["program", "turkish-miles-and-smiles"]]);
    expect(await decideNewBonusAlerts()).toBe(0);
    expect(await sendAlertBatch(10)).toBe(0);
    expect(await db().select().from(outbox).where(eq(outbox.kind, "bonus-alert"))).toHaveLength(4);
    expect(await db().select().from(bonusAlerts)).toHaveLength(4);
  });
});
