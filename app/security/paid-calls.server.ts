import { and, desc, eq, gte, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { paidServiceCalls } from "~/db/schema";
import { getSetting, setSetting } from "~/db/settings.server";
import { addDays, utcCalendarDay } from "~/lib/calendar-day";
import { logger } from "~/observability/logger.server";
import { defaultDailyCeilings, lastDays, paidServiceNames, type CeilingSource, type PaidCallUse, type PaidService } from "./paid-calls";

let configured: Record<PaidService, number> = { ...defaultDailyCeilings };

/** Set once at start from SEATS_AERO_DAILY_CEILING and FIRECRAWL_DAILY_CEILING (and by tests). */
export function configurePaidCallCeilings(ceilings: Partial<Record<PaidService, number>>): void {
  configured = { ...configured, ...ceilings };
}

const settingKey = (service: PaidService) => `paid_calls.${service}.daily_ceiling`;

/** The most calls a UTC day: the admin's saved value wins over the environment's (or the default). */
export async function dailyCeiling(service: PaidService): Promise<{ ceiling: number; source: CeilingSource }> {
  const saved = await getSetting<number>(settingKey(service));
  return Number.isInteger(saved) ? { ceiling: saved!, source: "saved" } : { ceiling: configured[service], source: "environment" };
}

export function saveDailyCeiling(service: PaidService, ceiling: number): Promise<void> {
  return setSetting(settingKey(service), ceiling);
}

const serviceDay = [paidServiceCalls.service, paidServiceCalls.day];

/**
 * Counts one call to `service` before it is made, or refuses it once today's ceiling is reached.
 * One conditional upsert, so instances sharing the database share the ceiling: under concurrent
 * claims PostgreSQL re-checks the condition on the row each one locks, and exactly the ceiling
 * get through. A refusal is counted too; the day's first is logged once, on whichever instance.
 */
export async function claimPaidCall(service: PaidService, now = new Date()): Promise<boolean> {
  const { ceiling } = await dailyCeiling(service);
  const day = utcCalendarDay(now);
  if (ceiling > 0) {
    const [claimed] = await db()
      .insert(paidServiceCalls)
      .values({ service, day, calls: 1 })
      .onConflictDoUpdate({
        target: serviceDay,
        set: { calls: sql`${paidServiceCalls.calls} + 1` },
        setWhere: sql`${paidServiceCalls.calls} < ${ceiling}`,
      })
      .returning({ calls: paidServiceCalls.calls });
    if (claimed) return true;
  }
  const [refusal] = await db()
    .insert(paidServiceCalls)
    .values({ service, day, refused: 1 })
    .onConflictDoUpdate({ target: serviceDay, set: { refused: sql`${paidServiceCalls.refused} + 1` } })
    .returning({ refused: paidServiceCalls.refused });
  if (refusal?.refused === 1) {
    logger().warn(
      { paidService: service, day, ceiling },
      `${paidServiceNames[service]} daily ceiling reached: no more calls until midnight UTC`,
    );
  }
  return false;
}

/** Today's calls against the ceiling, and the `days - 1` UTC days before it, for the admin. */
export async function paidCallUse(service: PaidService, now = new Date(), days = 7): Promise<PaidCallUse> {
  const today = utcCalendarDay(now);
  const rows = await db()
    .select({ day: paidServiceCalls.day, calls: paidServiceCalls.calls, refused: paidServiceCalls.refused })
    .from(paidServiceCalls)
    .where(and(eq(paidServiceCalls.service, service), gte(paidServiceCalls.day, addDays(today, -(days - 1)))))
    .orderBy(desc(paidServiceCalls.day));
  return { service, ...(await dailyCeiling(service)), days: lastDays(rows, today, days) };
}
