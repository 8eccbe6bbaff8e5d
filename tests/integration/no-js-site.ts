import { afterAll, beforeAll } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/** The owner a journey file signs in as: the built server creates them from the environment. */
export interface SiteOwner {
  email: string;
  password: string;
}

/**
 * A built server of its own for one file of JavaScript-off journeys, started before its tests and
 * stopped after them: forms post at once (`FORM_MIN_FILL_MS=0`, as in the browser suite), with the
 * file's owner. Started several at a time on a busy machine, so it gets minutes to start.
 */
export function noJsSite(owner: SiteOwner): { readonly server: BuiltServer } {
  return register(owner);
}

/**
 * The same, with a loopback mail server whose emails link to `siteUrl` (as the browser suite's
 * server names itself); a failed delivery is retried after a second.
 */
export function noJsSiteWithMail(owner: SiteOwner, siteUrl: string): { readonly server: BuiltServer; readonly smtp: SmtpTestServer } {
  return register(owner, siteUrl) as { server: BuiltServer; smtp: SmtpTestServer };
}

interface Site {
  server: BuiltServer;
  smtp?: SmtpTestServer;
}

function register(owner: SiteOwner, siteUrl?: string): Site {
  // Filled in by beforeAll, before any test of the file reads it.
  const site = {} as Site;
  beforeAll(async () => {
    if (siteUrl) site.smtp = await startSmtpTestServer();
    const mail: Record<string, string> = site.smtp ? { SMTP_URL: site.smtp.url, SITE_URL: siteUrl!, MAIL_RETRY_DELAY_SECONDS: "1" } : {};
    site.server = await startBuiltServer(
      { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, FORM_MIN_FILL_MS: "0", ...mail },
      { startTimeoutMs: 240_000 },
    );
  }, 300_000);
  afterAll(async () => {
    await site.server?.stop();
    await site.smtp?.stop();
  });
  return site;
}
