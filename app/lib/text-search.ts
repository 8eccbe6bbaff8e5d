/**
 * What the admin's one search box asks every domain for: a piece of text, and the digits of a
 * phone number when the text looks like one (stored numbers keep the visitor's own spaces and
 * dashes, so they are compared digit by digit).
 */
export interface TextSearch {
  text: string;
  phoneDigits?: string;
}

/** `text` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
