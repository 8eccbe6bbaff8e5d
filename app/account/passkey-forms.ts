/** More than anyone carries devices; it bounds the list and what a stolen session could pile up. */
export const maxPasskeysPerAccount = 10;
export const maxPasskeyNameLength = 60;

/**
 * The passkey forms' intents, posted to passkeysPath. A refused "Add a passkey" comes back to the
 * account page flashed under its intent (notices/flash.server.ts), with the name typed.
 */
export const passkeyIntents = { add: "add-passkey", remove: "remove-passkey" } as const;

export const passkeyMessages = {
  nameMissing: "Give the passkey a name, so you can tell it from others.",
  nameTooLong: `Keep the name to ${maxPasskeyNameLength} characters.`,
  refused: "The passkey was not added. Try again; if it keeps failing, your device may not support passkeys that sign in alone.",
  full: `An account keeps up to ${maxPasskeysPerAccount} passkeys. Remove one to add another.`,
  known: "That passkey is already on your account.",
  signInRefused: "That passkey did not sign you in. Try again, or sign in with an emailed code.",
  noScript: "Passkeys need JavaScript in this browser. Everything else on this page works without it.",
  signInNoScript: "Signing in with a passkey needs JavaScript in this browser. An emailed code works without it.",
} as const;
