import { z } from "~/lib/zod";

export const settingsMessages = {
  ownerEmail: "Enter the address that should receive new leads and bookings.",
  saved: "Settings saved",
  testQueued: "Test email queued",
} as const;

export const ownerEmailSchema = z.object({
  ownerEmail: z.string().trim().max(254, settingsMessages.ownerEmail).pipe(z.email(settingsMessages.ownerEmail)),
});
