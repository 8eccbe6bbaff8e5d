import type { EmailMessage } from "~/email/outbox.server";
import { secretLinkKinds } from "~/email/secret-links";

/** A reset link for `to`: short and plain, with the link and how long it works; never a password. */
export function passwordResetEmail(to: string, path: string): EmailMessage {
  return {
    kind: secretLinkKinds.reset,
    to,
    subject: "Reset your Pointwise admin password",
    content: {
      heading: "Reset your admin password",
      paragraphs: [
        `Someone asked to reset the password of the Pointwise admin account ${to}. The link below lets you choose a new one. It works once, for 30 minutes.`,
        "If you did not ask for this, ignore this email: your password stays as it is.",
      ],
      action: { label: "Choose a new password", url: path },
    },
  };
}

/** An invitation to become an admin, from `invitedBy`. */
export function invitationEmail(to: string, invitedBy: string, path: string): EmailMessage {
  return {
    kind: secretLinkKinds.invitation,
    to,
    subject: "You are invited to be a Pointwise admin",
    content: {
      heading: "You are invited to help run Pointwise",
      paragraphs: [
        `${invitedBy} invited you to be an admin of Pointwise. Open the link below to choose your password; then sign in with ${to}.`,
        "The link works once and is valid for 7 days. If you did not expect this, ignore this email.",
      ],
      action: { label: "Accept the invitation", url: path },
    },
  };
}

/** Where a notice points someone who did not make the change: the reset form, not a live link. */
export const accountNoticeResetPath = "/admin/login/forgot";

/**
 * Tells an admin that something they sign in with changed, so a change they did not make is seen
 * the same day. It names what changed, when and from which address; it carries no secret.
 */
export function accountChangedEmail(to: string, change: { what: string; when: string; ip: string | null }): EmailMessage {
  return {
    kind: "admin-account-changed",
    to,
    subject: "Your Pointwise admin account changed",
    content: {
      heading: "Your admin account changed",
      paragraphs: [
        `${change.what} This happened on ${change.when}${change.ip ? `, from the address ${change.ip}` : ""}.`,
        "If this was you, there is nothing to do.",
        "If it was not, reset your password now with the link below: that signs out every browser. Then sign in, check the second factors on your account page, and look at the audit log.",
      ],
      action: { label: "Reset your password", url: accountNoticeResetPath },
    },
  };
}

/** The subject of the email every admin gets when someone joins or leaves the admins. */
export const adminTeamSubject = "The Pointwise admins changed";

/**
 * Tells every admin that an admin was invited, joined or was removed, so an admin added or
 * dropped by a stolen session is seen by the others the same day. No link carries a token.
 */
export function adminTeamChangedEmail(to: string, change: { what: string; when: string; ip: string | null }): EmailMessage {
  return {
    kind: "admin-team-changed",
    to,
    subject: adminTeamSubject,
    content: {
      heading: "Who can run Pointwise changed",
      paragraphs: [
        `${change.what} This happened on ${change.when}${change.ip ? `, from the address ${change.ip}` : ""}.`,
        "Every admin gets this email. If nobody meant this to happen, sign in, check the admins and the audit log, and reset your password.",
      ],
      action: { label: "Reset your password", url: accountNoticeResetPath },
    },
  };
}

export const secondStepWarningSubject = "Someone is trying to sign in to your Pointwise admin account";

/**
 * Wrong codes in a row at the second step mean the password was right: the admin should change
 * it now. Names how many, when and from where; carries no secret.
 */
export function secondStepWarningEmail(to: string, attempt: { count: number; when: string; ip: string | null }): EmailMessage {
  return {
    kind: "admin-second-step-warning",
    to,
    subject: secondStepWarningSubject,
    content: {
      heading: "Wrong codes after your password",
      paragraphs: [
        `${attempt.count} wrong codes in a row were entered at the second step of a sign-in to ${to}, the last on ${attempt.when}${attempt.ip ? `, from the address ${attempt.ip}` : ""}. Each further one makes the next try wait twice as long.`,
        "To get that far, whoever typed them had your password. If it was not you, reset your password now: that signs out every browser.",
      ],
      action: { label: "Reset your password", url: accountNoticeResetPath },
    },
  };
}
