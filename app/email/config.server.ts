import { site } from "~/config/site";
import type { EmailSite } from "./template";

export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://...`; without it messages wait in the outbox. */
  smtpUrl?: string;
  /** The From header of every message. */
  from: string;
  /** OWNER_EMAIL, or the bootstrap admin's address; the admin's saved setting wins over both. */
  ownerEmailDefault?: string;
  /** First retry delay of a failed delivery; later ones double (MAIL_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  site: EmailSite;
}

export const defaultMailFrom = "Pointwise <hello@localhost>";

let current: MailConfig = {
  from: defaultMailFrom,
  retryDelaySeconds: 20,
  site: { name: site.name, url: "http://localhost:3000", postalAddress: site.postalAddress },
};

/** Set once at start from the environment (and by tests). */
export function configureMail(config: Partial<MailConfig> & { siteUrl?: string }): void {
  const { siteUrl, ...rest } = config;
  current = {
    ...current,
    ...rest,
    site: { ...current.site, ...(siteUrl ? { url: siteUrl.replace(/\/+$/, "") } : {}) },
  };
}

export function mailConfig(): MailConfig {
  return current;
}

/** The site's name, address and postal address as emails show them. */
export function emailSite(): EmailSite {
  return current.site;
}
