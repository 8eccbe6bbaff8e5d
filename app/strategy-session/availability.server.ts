import { and, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { strategyBlocks, strategyBookings } from "~/db/schema";
import { bookingWindow, isOpen, openDays, openSlots, type AvailabilityInput, type OpenDay, type OpenSlot } from "./availability";
import { getBookingSettings } from "./booking-settings.server";
import { activeStatuses } from "./booking-status";
import type { SlotLabel } from "./slots";

/**
 * Everything the availability rules need, read now: the owner's settings, active bookings
 * (a hold whose time ran out no longer counts) and the owner's blocks.
 */
export async function loadAvailability(now = new Date()): Promise<AvailabilityInput> {
  const settings = await getBookingSettings();
  const { first } = bookingWindow({ now, horizonDays: settings.horizonDays });
  const taken = await db()
    .select({ slotStart: strategyBookings.slotStart })
    .from(strategyBookings)
    .where(
      and(
        gte(strategyBookings.slotStart, now),
        inArray(strategyBookings.status, [...activeStatuses]),
        or(sql`${strategyBookings.status} <> 'held'`, isNull(strategyBookings.holdExpiresAt), gte(strategyBookings.holdExpiresAt, now)),
      ),
    );
  const blocks = await db()
    .select({ date: strategyBlocks.date, slotStart: strategyBlocks.slotStart })
    .from(strategyBlocks)
    .where(gte(strategyBlocks.date, first));
  return {
    now,
    ...settings,
    takenStarts: taken.map((row) => row.slotStart),
    blockedDates: blocks.filter((block) => block.slotStart === null).map((block) => block.date),
    blockedStarts: blocks.flatMap((block) => (block.slotStart ? [block.slotStart] : [])),
  };
}

export async function availableDays(now = new Date()): Promise<OpenDay[]> {
  return openDays(await loadAvailability(now));
}

export async function availableSlots(date: string, now = new Date()): Promise<OpenSlot[]> {
  return openSlots(date, await loadAvailability(now));
}

export async function slotIsOpen(date: string, time: SlotLabel, now = new Date()): Promise<boolean> {
  return isOpen(date, time, await loadAvailability(now));
}

/** Blocks a whole day (no time) or one slot. */
export async function addBlock(date: string, slotStart?: Date): Promise<void> {
  await db()
    .insert(strategyBlocks)
    .values({ date, slotStart: slotStart ?? null });
}

export async function removeBlock(id: number): Promise<void> {
  await db().delete(strategyBlocks).where(eq(strategyBlocks.id, id));
}

export async function upcomingBlocks(today: string) {
  return db().select().from(strategyBlocks).where(gte(strategyBlocks.date, today)).orderBy(strategyBlocks.date, strategyBlocks.slotStart);
}
