import type { OutboxAttachment } from "~/db/schema";

/**
 * Outbox kinds whose link opens an admin account (a password reset, an invitation). The outbox
 * page shows these messages with the link's token hidden: seeing the outbox must not let one
 * admin take over another's account or an invitation meant for someone else.
 */
export const secretLinkKinds = { reset: "admin-password-reset", invitation: "admin-invitation" } as const;

const kinds: ReadonlySet<string> = new Set(Object.values(secretLinkKinds));

/**
 * Outbox kinds whose text itself is a secret, not only a link in it: a visitor's sign-in code.
 * Their stored copy holds the code back like a link's token, and only their placeholders are
 * filled without a link parameter in front (so nowhere else can typed text be filled).
 */
export const literalSecretKinds = { signInCode: "visitor-sign-in-code" } as const;

const literalKinds: ReadonlySet<string> = new Set(Object.values(literalSecretKinds));

export function holdsLiteralSecrets(kind: string): boolean {
  return literalKinds.has(kind);
}

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
const barePlaceholder = () => /()\(sealed-(\d{1,3})\)/g;

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
 * The message as the outbox stores it: every secret link value, and each of `literals` wherever
 * it appears, replaced by `(sealed-N)`, and the values, in order, for the sender to put back
 * (issue 29: no stored body holds a usable token or code).
 */
export function holdLinkSecrets(message: LinkCarrier, literals: readonly string[] = []): { message: LinkCarrier; secrets: string[] } {
  const secrets: string[] = [];
  const indexOf = (value: string) => (secrets.includes(value) ? secrets.indexOf(value) : secrets.push(value) - 1);
  const held = mapTexts(message, (text) => {
    let result = text.replace(secretParameter(), (_match, name: string, value: string) => `${name}(sealed-${indexOf(value)})`);
    for (const literal of literals) if (literal !== "") result = result.split(literal).join(`(sealed-${indexOf(literal)})`);
    return result;
  });
  return { message: held, secrets };
}

/**
 * The message as it is sent: each placeholder `holdLinkSecrets` wrote filled with its value; a
 * placeholder without a link parameter in front only when `literals` says the kind holds some.
 */
export function fillLinkSecrets(message: LinkCarrier, secrets: readonly string[], { literals = false } = {}): LinkCarrier {
  const fill = (match: string, name: string, index: string) => {
    const value = secrets[Number(index)];
    return value === undefined ? match : `${name}${value}`;
  };
  return mapTexts(message, (text) => {
    const filled = text.replace(placeholder(), fill);
    return literals ? filled.replace(barePlaceholder(), fill) : filled;
  });
}

/** Text with every secret link value replaced: for exports, whatever a row was stored with. */
export function removeLinkSecrets(text: string): string {
  return text.replace(secretParameter(), "$1(removed)");
}
