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
