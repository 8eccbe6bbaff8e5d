import type { EmailMessage } from "./outbox.server";

/** What the admin's "Send a test email" button sends: proof that SMTP_URL and the owner address work. */
export function testEmail(to: string): EmailMessage {
  return {
    kind: "test",
    to,
    subject: "Pointwise test email",
    content: {
      heading: "Your mail settings work",
      paragraphs: ["This test was sent from the admin's settings page. Lead notifications will reach this address."],
      action: { label: "Open the outbox", url: "/admin/outbox" },
    },
  };
}
