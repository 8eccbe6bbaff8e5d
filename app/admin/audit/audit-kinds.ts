/**
 * Every kind of audit entry, with the words the log shows for it. Kinds are stored as these keys,
 * so a label can be reworded without touching old entries.
 */
export const auditKinds = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out": "Signed out",
  "session-revoked": "Session signed out",
  "password-reset": "Password reset",
  "factor-added": "Second factor added",
  "factor-removed": "Second factor removed",
  "recovery-codes-regenerated": "Recovery codes regenerated",
  "second-step-failed": "Failed second step",
  "password-reset-requested": "Password reset requested",
  "password-changed": "Password changed",
  "invitation-sent": "Admin invited",
  "invitation-accepted": "Invitation accepted",
  "invitation-cancelled": "Invitation cancelled",
  "admin-removed": "Admin removed",
  "deal-saved": "Deal saved",
  "deal-deleted": "Deal deleted",
  "deal-published": "Deal published or unpublished",
  "deal-offer-added": "Past offer added to a deal",
  "bonuses-scraped": "Transfer bonuses scraped",
  "bonuses-published": "Transfer bonuses published",
  "scraper-settings": "Auto-updater settings changed",
  "paid-call-ceiling": "Paid-service daily ceiling changed",
  "award-watches-offer": "Award-space watches offered or withdrawn",
  "transfer-partner-saved": "Transfer partner saved",
  "point-value-saved": "Point value saved",
  "issuer-rule-saved": "Card rule saved",
  "booking-cancelled": "Booking cancelled",
  "booking-paid": "Booking marked paid",
  "booking-calendar": "Booking calendar changed",
  "subscriber-erased": "Subscriber erased",
  "settings-changed": "Settings changed",
  "test-email": "Test email sent",
  "request-updated": "Request status changed",
  "newsletter-sent": "Newsletter sent",
  "newsletter-settings": "Newsletter settings changed",
  "email-retried": "Email retried",
  "privacy-exported": "Personal data exported",
  "privacy-erased": "Personal data erased",
  "privacy-retention-changed": "Retention settings changed",
} as const;

export type AuditKind = keyof typeof auditKinds;

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === "string" && Object.hasOwn(auditKinds, value);
}
