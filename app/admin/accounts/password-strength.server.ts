import type { MatchExtended, ZxcvbnResult } from "@zxcvbn-ts/core";
import { minimumPasswordLength } from "~/config/password-policy";

export type PasswordVerdict = { ok: true } | { ok: false; reason: string };

/** zxcvbn scores 0 to 4; 3 is "safely unguessable" against an offline attack on a slow hash. */
const lowestAcceptedScore = 3;
const advice = "Try a passphrase of four or more unrelated words.";

type Check = (password: string, userInputs: string[]) => ZxcvbnResult;
let loading: Promise<Check> | undefined;

/**
 * zxcvbn's dictionaries weigh megabytes: imported on the first check, so neither the site's start
 * nor any page's JavaScript carries them.
 */
function loadCheck(): Promise<Check> {
  loading ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password, userInputs) => zxcvbn.check(password, userInputs);
  });
  return loading;
}

const isCommonPassword = (match: MatchExtended) => match.dictionaryName === "passwords-common";

/**
 * Words an attacker tries first against this site's admin (ASVS 6.1.2): its name and what it is
 * about. They count as guessable like the account's own email; docs/authentication.md lists them.
 */
export const siteContextWords = ["pointwise", "points", "miles", "admin", "award", "transfer", "bonus", "concierge", "rewards"];
const siteWords: ReadonlySet<string> = new Set(siteContextWords);
const isSiteWord = (match: MatchExtended) =>
  match.dictionaryName === "userInputs" && "matchedWord" in match && siteWords.has(String(match.matchedWord));

/** The first pattern found, in this order, names the reason; the order puts the most telling first. */
const reasons: Array<[(match: MatchExtended) => boolean, string]> = [
  [isSiteWord, "it contains the site's name or a word about the site"],
  [(match) => match.dictionaryName === "userInputs", "it contains your email address or its name"],
  [(match) => match.pattern === "spatial", "it follows a keyboard pattern such as qwerty"],
  [(match) => match.pattern === "sequence", "it contains a sequence such as abc or 1234"],
  [(match) => match.pattern === "repeat", "it repeats characters or a group of them"],
  [(match) => match.pattern === "date" || match.pattern === "regex", "it contains a date or a year"],
  [isCommonPassword, "it is built from common passwords"],
  [(match) => match.pattern === "dictionary", "it is made of common words or names"],
];

function weakReason(sequence: MatchExtended[]): string {
  const found = reasons.find(([test]) => sequence.some(test));
  return `This password is too easy to guess${found ? `: ${found[1]}` : ""}. ${advice}`;
}

/**
 * Checks a new admin password offline: the length rule, then zxcvbn's estimate against common and
 * breached passwords, keyboard patterns, the site's own words and the account's own email. The
 * reason is in plain words.
 */
export async function checkNewPassword(password: string, email?: string): Promise<PasswordVerdict> {
  if (password.length < minimumPasswordLength) {
    return { ok: false, reason: `The password must be at least ${minimumPasswordLength} characters.` };
  }
  const check = await loadCheck();
  const result = check(password, [...siteContextWords, ...(email ? [email, email.split("@")[0]!] : [])]);
  const whole = result.sequence.length === 1 ? result.sequence[0]! : undefined;
  if (whole && isCommonPassword(whole)) {
    return { ok: false, reason: `This password is on the list of the most common passwords. ${advice}` };
  }
  return result.score >= lowestAcceptedScore ? { ok: true } : { ok: false, reason: weakReason(result.sequence) };
}
