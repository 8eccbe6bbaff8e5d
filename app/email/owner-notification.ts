import type { EmailMessage } from "./outbox.server";

/** What the owner is told about a new lead, booking or subscriber. */
export interface OwnerNotification {
  /** e.g. "New concierge request from Ana Lima". */
  subject: string;
  /** One sentence saying what happened. */
  summary: string;
  fields: ReadonlyArray<{ label: string; value: string }>;
  /** Where the admin sees it, e.g. "/admin/requests/12"; made absolute with SITE_URL. */
  adminPath: string;
  /** Kind for the outbox list; "owner-notification" by default. */
  kind?: string;
}

export function ownerNotificationEmail(notification: OwnerNotification, to: string): EmailMessage {
  return {
    kind: notification.kind ?? "owner-notification",
    to,
    subject: notification.subject,
    content: {
      heading: notification.subject,
      paragraphs: [notification.summary],
      fields: notification.fields,
      action: { label: "Open in the admin", url: notification.adminPath },
    },
  };
}
