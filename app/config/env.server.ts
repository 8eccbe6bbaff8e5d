import path from "node:path";
import { z } from "~/lib/zod";
import { minimumPasswordLength } from "~/config/password-policy";
import { ipv6PrefixRange } from "~/lib/client-network";
import { ceilingRange, defaultDailyCeilings } from "~/security/paid-calls";
import { parseTrustProxy } from "./trust-proxy";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const trustProxy = z
  .string()
  .optional()
  .transform((value, context) => {
    const parsed = parseTrustProxy(value);
    if ("trust" in parsed) return parsed.trust;
    context.issues.push({ code: "custom", message: parsed.problem, input: value });
    return z.NEVER;
  });

/** The scraping service's public address, and the page of transfer bonuses it reads by default. */
export const defaultFirecrawlApiUrl = "https://api.firecrawl.dev";
export const defaultTransferBonusSourceUrl = "https://frequentmiler.com/current-point-transfer-bonuses/";

const portMessage = "must be a whole number from 0 to 65535";
/** More workers than this only adds memory: each is a whole copy of the server. */
const maxWorkers = 32;
const workersMessage = `must be a whole number from 1 to ${maxWorkers}`;
const ceilingMessage = `must be a whole number from ${ceilingRange.min} to ${ceilingRange.max}`;
/** Calls a UTC day to a paid service (decision 067); the admin's saved value wins. */
const dailyCeiling = (fallback: number) =>
  // Empty is unset: coerced, it would read as 0 and stop every call.
  optionalText
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(
      z.number({ error: ceilingMessage }).int(ceilingMessage).min(ceilingRange.min, ceilingMessage).max(ceilingRange.max, ceilingMessage),
    );

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  // 0 asks the system for a free port (tests use it).
  PORT: z.coerce.number({ error: portMessage }).int(portMessage).min(0, portMessage).max(65535, portMessage).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  // Worker processes serving HTTP; more than one needs PostgreSQL (server/cluster.js, decision 015).
  WEB_CONCURRENCY: z.coerce
    .number({ error: workersMessage })
    .int(workersMessage)
    .min(1, workersMessage)
    .max(maxWorkers, workersMessage)
    .default(1),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Which peers' X-Forwarded-For and X-Forwarded-Proto are believed (app/config/trust-proxy.ts).
  TRUST_PROXY: trustProxy,
  // IPv6 clients are limited per network of this many bits: one host usually holds a whole /64.
  RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(ipv6PrefixRange.min).max(ipv6PrefixRange.max).default(ipv6PrefixRange.default),
  ADMIN_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
  APP_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default("Pointwise <hello@localhost>"),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  OWNER_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
  SEATS_AERO_API_KEY: optionalText,
  SEATS_AERO_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SEATS_AERO_DAILY_CEILING: dailyCeiling(defaultDailyCeilings["seats-aero"]),
  SEATS_AERO_WATCH_DAILY_CEILING: dailyCeiling(defaultDailyCeilings["seats-aero-watches"]),
  FIRECRAWL_API_URL: z.url({ protocol: /^https?$/ }).default(defaultFirecrawlApiUrl),
  FIRECRAWL_API_KEY: optionalText,
  FIRECRAWL_DAILY_CEILING: dailyCeiling(defaultDailyCeilings.firecrawl),
  TRANSFER_BONUS_SOURCE_URL: z.url({ protocol: /^https?$/ }).default(defaultTransferBonusSourceUrl),
  TRANSFER_BONUS_WEBHOOK_SECRET: optionalText.pipe(z.string().min(24, "must be at least 24 characters").optional()),
  // Newsletter messages handed to the mail server per minute (app/newsletter/send-job.server.ts).
  NEWSLETTER_SEND_RATE: z.coerce.number().int().min(1).max(100_000).default(60),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.stripe.com"),
  // The anonymous page cache (server/page-cache.ts): off only to measure or debug rendering.
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  PAGE_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(32),
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // Nightly backups (app/backup/, decision 034): the folder they are written to, and how many stay.
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // Encrypts backups (app/backup/sealing.server.ts, decision 061); a long random value, kept off the server too.
  BACKUP_KEY: optionalText.pipe(z.string().min(20, "must be at least 20 characters").optional()),
  // Bearer token for GET /metrics (server/metrics.ts, decision 036); unset, /metrics does not exist.
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(minimumPasswordLength, `must be at least ${minimumPasswordLength} characters`).optional(),
  ),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; isProduction: boolean };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment once at start; throws a message naming every bad setting. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
  const hasEmail = Boolean(source.ADMIN_EMAIL?.trim());
  if (hasEmail !== Boolean(source.ADMIN_PASSWORD?.trim())) {
    const missing = hasEmail ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
    problems.push(`  ${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`);
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    isProduction: parsed.data.NODE_ENV === "production",
  };
}
