/** The owner's booking rules; the defaults until the owner changes them in the admin. */
export interface BookingSettings {
  horizonDays: number;
  minimumNoticeMinutes: number;
}

export const defaultBookingSettings: BookingSettings = { horizonDays: 60, minimumNoticeMinutes: 120 };

export const bookingSettingLimits = {
  horizonDays: { min: 1, max: 365 },
  minimumNoticeMinutes: { min: 0, max: 14 * 24 * 60 },
} as const;
