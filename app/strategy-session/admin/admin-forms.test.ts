import { describe, expect, it } from "vitest";
import { blockSchema, settingsSchema, wholeDay } from "./admin-forms";

describe("owner's calendar forms", () => {
  it("accepts a whole day or one of the ten slots to block", () => {
    expect(blockSchema.safeParse({ date: "2026-12-24", time: wholeDay }).success).toBe(true);
    expect(blockSchema.safeParse({ date: "2026-12-24", time: "3:00 PM" }).success).toBe(true);
    expect(blockSchema.safeParse({ date: "2026-12-32", time: "3:30 PM" }).success).toBe(false);
  });

  it("keeps the horizon and notice within their limits", () => {
    expect(settingsSchema.parse({ horizonDays: "30", minimumNoticeHours: "1.5" })).toEqual({ horizonDays: 30, minimumNoticeHours: 1.5 });
    expect(settingsSchema.safeParse({ horizonDays: "0", minimumNoticeHours: "2" }).success).toBe(false);
    expect(settingsSchema.safeParse({ horizonDays: "30", minimumNoticeHours: "-1" }).success).toBe(false);
    expect(settingsSchema.safeParse({ horizonDays: "30.5", minimumNoticeHours: "2" }).success).toBe(false);
  });
});
