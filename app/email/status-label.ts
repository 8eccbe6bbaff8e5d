import type { OutboxStatus } from "~/db/tables/email";

export const outboxStatuses: readonly OutboxStatus[] = ["queued", "sent", "failed"];

/** How the admin names a message's state; a queued message without a mail server is not "on its way". */
export function outboxStatusLabel(status: OutboxStatus, mailServerConfigured: boolean): string {
  if (status === "sent") return "Sent";
  if (status === "failed") return "Failed";
  return mailServerConfigured ? "Queued" : "Not sent: no mail server configured";
}
