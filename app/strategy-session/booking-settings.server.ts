import { cachedRead } from "~/cache/cached-read.server";
import { getSetting, setSetting } from "~/db/settings.server";
import { defaultBookingSettings, type BookingSettings } from "./booking-settings";

const settingKey = "strategy_session_booking";

/** Every booking page and availability check reads it; `setSetting` announces each save. */
export const getBookingSettings: () => Promise<BookingSettings> = cachedRead(async () => {
  const stored = await getSetting<Partial<BookingSettings>>(settingKey);
  return Object.freeze({ ...defaultBookingSettings, ...stored });
});

export async function saveBookingSettings(settings: BookingSettings): Promise<void> {
  await setSetting(settingKey, settings);
}
