import { getSetting, setSetting } from "~/db/settings.server";
import { defaultBookingSettings, type BookingSettings } from "./booking-settings";

const settingKey = "strategy_session_booking";

export async function getBookingSettings(): Promise<BookingSettings> {
  const stored = await getSetting<Partial<BookingSettings>>(settingKey);
  return { ...defaultBookingSettings, ...stored };
}

export async function saveBookingSettings(settings: BookingSettings): Promise<void> {
  await setSetting(settingKey, settings);
}
