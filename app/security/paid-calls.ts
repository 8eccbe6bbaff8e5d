import { z } from "~/lib/zod";
import { addDays } from "~/lib/calendar-day";

/** The outside services the site pays for per call, each held to a daily ceiling (decision 067). */
export const paidServices = ["seats-aero", "seats-aero-watches", "firecrawl"] as const;
export type PaidService = (typeof paidServices)[number];

export const paidServiceNames: Record<PaidService, string> = {
  "seats-aero": "seats.aero",
  // The award-watch job's own budget, so a busy day of watches never takes the assistant's calls.
  "seats-aero-watches": "seats.aero award watches",
  firecrawl: "Firecrawl",
};

/** The environment variable that sets each ceiling until the admin saves one. */
export const ceilingVariables: Record<PaidService, string> = {
  "seats-aero": "SEATS_AERO_DAILY_CEILING",
  "seats-aero-watches": "SEATS_AERO_WATCH_DAILY_CEILING",
  firecrawl: "FIRECRAWL_DAILY_CEILING",
};

/** Where the ceiling in force comes from: the admin's saved value, or the environment (or its default). */
export type CeilingSource = "saved" | "environment";

/**
 * Ceilings when neither the environment nor the admin sets one: half of the 1,000 calls a day
 * seats.aero's Pro API allows; for Firecrawl (one credit a scrape) far above a weekly run plus the
 * admin's manual ones, yet a runaway costs at most 100 credits a day.
 */
export const defaultDailyCeilings: Record<PaidService, number> = { "seats-aero": 500, "seats-aero-watches": 500, firecrawl: 100 };

/** 0 stops every call; the top only catches a mistyped extra digit or two. */
export const ceilingRange = { min: 0, max: 100_000 } as const;

export const ceilingMessage = `Enter a whole number of calls from ${ceilingRange.min} to ${ceilingRange.max.toLocaleString("en-US")}.`;

export const ceilingSchema = z.object({
  ceiling: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, ceilingMessage)
    .transform(Number)
    .pipe(z.number().int().min(ceilingRange.min, ceilingMessage).max(ceilingRange.max, ceilingMessage)),
});

export interface PaidCallDay {
  /** The UTC calendar day, yyyy-MM-dd. */
  day: string;
  calls: number;
  refused: number;
}

/** One service's ceiling in force and its use, today first, for the admin. */
export interface PaidCallUse {
  service: PaidService;
  ceiling: number;
  source: CeilingSource;
  days: PaidCallDay[];
}

/** The `count` days up to `today`, newest first, a day without a row counting zero. */
export function lastDays(rows: readonly PaidCallDay[], today: string, count: number): PaidCallDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: count }, (_, index) => {
    const day = addDays(today, -index);
    return byDay.get(day) ?? { day, calls: 0, refused: 0 };
  });
}
