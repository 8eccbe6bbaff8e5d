import { destructiveNotice, successNotice, type Notice } from "~/notices/notice";
import type { SubscriberSource } from "~/db/schema";

/** The newsletter's toasts (the login and logout ones are the admin login's, in ~/admin/sign-in/login-form). */
export const newsletterMessages = {
  invalidTitle: "Invalid Email",
  invalid: "Please enter a valid email address.",
  duplicateTitle: "Already Subscribed",
  duplicate: "This email is already subscribed to our newsletter.",
  successTitle: "Success",
  subscribed: "You've been subscribed!",
  welcomeSent: "A welcome email has been sent to your inbox.",
  popupSuccess: "Check your email for the free guide and welcome message!",
  accessGrantedTitle: "Admin Access Granted",
  accessGranted: "You now have access to subscriber data.",
  clearedTitle: "Cleared",
  cleared: "All subscribers have been cleared.",
} as const;

/** A refused post (spam guard) gets this title above the guard's own explanation. */
export const notSubscribedTitle = "Not Subscribed";

/**
 * The success toast. Without a mail server no welcome email goes out, so the spec's shorter
 * text (without the email sentence) is the honest one, from the section and the popup alike.
 */
export function subscribedNotice(source: SubscriberSource, mailConfigured: boolean): Notice {
  const { successTitle, subscribed, welcomeSent, popupSuccess } = newsletterMessages;
  if (!mailConfigured) return successNotice(successTitle, subscribed);
  return successNotice(successTitle, source === "popup" ? popupSuccess : `${subscribed} ${welcomeSent}`);
}

/**
 * Our own text (the spec has no double opt-in): with double opt-in on, the subscription waits
 * for the link in the confirmation email, so the notice says so, from the section and the popup.
 */
export const pendingMessage = "Almost there! Check your inbox and click the link in our email to confirm your subscription.";

export function pendingNotice(): Notice {
  return successNotice(newsletterMessages.successTitle, pendingMessage);
}

export const invalidEmailNotice = (): Notice => destructiveNotice(newsletterMessages.invalidTitle, newsletterMessages.invalid);
export const duplicateNotice = (): Notice => destructiveNotice(newsletterMessages.duplicateTitle, newsletterMessages.duplicate);
