import fs from "node:fs";
import path from "node:path";
import type { ReceivedEmail } from "../../integration/smtp-test-server";

export type { ReceivedEmail };

/** Where global-setup.ts writes each received message, one JSON file each. */
export function mailDir(): string {
  const dir = process.env.PW_MAIL_DIR;
  if (!dir) throw new Error("PW_MAIL_DIR is not set: run the browser tests through playwright.config.ts");
  return dir;
}

export function receivedEmails(): ReceivedEmail[] {
  return fs
    .readdirSync(mailDir())
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(mailDir(), name), "utf8")) as ReceivedEmail);
}

export interface EmailMatch {
  to?: string;
  subject?: string | RegExp;
}

function matches(email: ReceivedEmail, match: EmailMatch): boolean {
  if (match.to && !email.to.includes(match.to.toLowerCase()) && !email.to.includes(match.to)) return false;
  if (typeof match.subject === "string" && email.subject !== match.subject) return false;
  if (match.subject instanceof RegExp && !match.subject.test(email.subject)) return false;
  return true;
}

/** Every received email that matches, right now. */
export function findEmails(match: EmailMatch): ReceivedEmail[] {
  return receivedEmails().filter((email) => matches(email, match));
}

/** The first email that matches (or the one after `skip` earlier matches), waiting for it to arrive. */
export async function waitForEmail(match: EmailMatch, timeoutMs = 20_000, skip = 0): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = findEmails(match)[skip];
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = receivedEmails().map((email) => `${email.to.join(",")}: ${email.subject}`);
      throw new Error(
        `no email matching ${JSON.stringify({ ...match, subject: String(match.subject) })}; received: ${seen.join("; ") || "none"}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
