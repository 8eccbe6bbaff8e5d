import type { OutboxAttachment } from "~/db/schema";

/**
 * Outbox kinds whose link opens an admin account (a password reset, an invitation). The outbox
 * page shows these messages with the link's token hidden: seeing the outbox must not let one
 * admin take over another's account or an invitation meant for someone else.
 */
export const secretLinkKinds = { reset: "admin-password-reset", invitation: "admin-invitation" } as const;

const kinds: ReadonlySet<string> = new Set(Object.values(secretLinkKinds));

/** The message's text with every `token=` value replaced, for a kind that carries a secret link. */
export function hideSecretLinks(kind: string, text: string): string {
  return kinds.has(kind) ? text.replace(/([?&](?:amp;)?token=)[^\s&"'<>]+/g, "$1(hidden)") : text;
}

/**
 * A link parameter whose value opens something for whoever holds the link: resets, invitations,
 * privacy access, booking management, confirmation, unsubscribe and preferences all use `token`,
 * the booking receipt `booking`. Parentheses end a value, so a placeholder is never taken for one.
 */
const secretParameter = () => /([?&](?:amp;)?(?:token|booking)=)([^\s&"'<>()\\]+)/g;
const placeholder = () => /([?&](?:amp;)?(?:token|booking)=)\(sealed-(\d{1,3})\)/g;

/** The parts of an email that can carry a link. */
export interface LinkCarrier {
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string>;
  attachments: OutboxAttachment[];
}

function mapTexts(message: LinkCarrier, change: (text: string) => string): LinkCarrier {
  return {
    subject: change(message.subject),
    textBody: change(message.textBody),
    htmlBody: change(message.htmlBody),
    headers: Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, change(value)])),
    attachments: message.attachments.map((attachment) => ({ ...attachment, content: change(attachment.content) })),
  };
}

/**
 * The message as the outbox stores it: every secret link value replaced by `(sealed-N)`, and the
 * values, in order, for the sender to put back (issue 29: no stored body holds a usable token).
 */
export function holdLinkSecrets(message: LinkCarrier): { message: LinkCarrier; secrets: string[] } {
  const secrets: string[] = [];
  const held = mapTexts(message, (text) =>
    text.replace(secretParameter(), (_match, name: string, value: string) => {
      const index = secrets.includes(value) ? secrets.indexOf(value) : secrets.push(value) - 1;
      return `${name}(sealed-${index})`;
    }),
  );
  return { message: held, secrets };
}

/** The message as it is sent: each placeholder `holdLinkSecrets` wrote filled with its value. */
export function fillLinkSecrets(message: LinkCarrier, secrets: readonly string[]): LinkCarrier {
  return mapTexts(message, (text) =>
    text.replace(placeholder(), (match, name: string, index: string) => {
      const value = secrets[Number(index)];
      return value === undefined ? match : `${name}${value}`;
    }),
  );
}

/** Text with every secret link value replaced: for exports, whatever a row was stored with. */
export function removeLinkSecrets(text: string): string {
  return text.replace(secretParameter(), "$1(removed)");
}
