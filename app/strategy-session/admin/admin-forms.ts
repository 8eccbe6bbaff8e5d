import { z } from "~/lib/zod";
import { bookingSettingLimits } from "../booking-settings";
import { isIsoDate, isSlotLabel } from "../slots";

/** The owner's calendar posts: one intent per form. */
export const adminIntents = ["cancel", "mark-paid", "block", "unblock", "settings"] as const;
export type AdminIntent = (typeof adminIntents)[number];

export const wholeDay = "whole-day";

export const blockSchema = z.object({
  date: z.string().refine(isIsoDate, "Please choose a date."),
  time: z.string().refine((value) => value === wholeDay || isSlotLabel(value), "Please choose a time or the whole day."),
});

const { horizonDays, minimumNoticeMinutes } = bookingSettingLimits;
export const settingsSchema = z.object({
  horizonDays: z.coerce
    .number()
    .int(`Enter a whole number of days from ${horizonDays.min} to ${horizonDays.max}.`)
    .min(horizonDays.min, `Enter a whole number of days from ${horizonDays.min} to ${horizonDays.max}.`)
    .max(horizonDays.max, `Enter a whole number of days from ${horizonDays.min} to ${horizonDays.max}.`),
  minimumNoticeHours: z.coerce
    .number()
    .min(minimumNoticeMinutes.min / 60, `Enter hours from 0 to ${minimumNoticeMinutes.max / 60}.`)
    .max(minimumNoticeMinutes.max / 60, `Enter hours from 0 to ${minimumNoticeMinutes.max / 60}.`)
    .refine((hours) => Number.isInteger(hours * 4), "Use steps of a quarter hour."),
});

export type SettingsErrors = Partial<Record<"horizonDays" | "minimumNoticeHours", string>>;
export type BlockErrors = Partial<Record<"date" | "time", string>>;
