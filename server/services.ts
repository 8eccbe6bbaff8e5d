import fs from "node:fs";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { anyAdminExists } from "~/admin/accounts/accounts.server";
import { firstAdminLogMessage } from "~/admin/sign-in/first-admin";
import { createFirstAdminFromEnvironment } from "~/admin/sign-in/first-admin.server";
import type { Env } from "~/config/env.server";
import { startContentChannel } from "~/cache/content-channel.server";
import { receiveContentChange, setContentChangePublisher } from "~/cache/content-version.server";
import { openDatabase, type Database } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { seedDeals } from "~/deals/seed.server";
import { configureMail } from "~/email/config.server";
import { stopEmailDelivery } from "~/email/delivery.server";
import { configureAwardSearch } from "~/chat/config.server";
import { prepareAssistant } from "~/chat/assistant.server";
import { startJobs } from "~/jobs/boss.server";
import { configureScraper } from "~/transfer-bonuses/config.server";
import { seedTransferBonuses } from "~/transfer-bonuses/seed.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { seedIssuerRules } from "~/eligibility/seed.server";
import { configurePaidCallCeilings } from "~/security/paid-calls.server";
import { loadSigningSecret, missingAppSecretMessage } from "~/security/signing.server";
import { configureStripe } from "~/strategy-session/stripe.server";
import { createStdoutLogger } from "~/observability/logger.server";

export interface Services {
  env: Env;
  log: Logger;
  database: Database;
  boss: PgBoss;
  stop(): Promise<void>;
}

/** This process's place among the site's worker processes (server/cluster.js, decision 015). */
export interface ProcessRole {
  /** The cluster worker's number, for the logs; absent when the site runs as one process. */
  worker?: number;
  /**
   * Does the work that must happen once: migrations, the bootstrap admin, the built-in content
   * and the job workers. A single process always leads; in a cluster the first worker does and
   * the others start only after it listens, so they find the database ready.
   */
  leader: boolean;
}

export const singleProcess: ProcessRole = { leader: true };

/** Opens the database, applies migrations, creates the bootstrap admin and starts the job queue. */
export async function startServices(env: Env, role: ProcessRole = singleProcess): Promise<Services> {
  const rootLog = createStdoutLogger(env.LOG_LEVEL);
  const log = role.worker === undefined ? rootLog : rootLog.child({ worker: role.worker, pid: process.pid });
  if (!env.DATABASE_URL) fs.mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  if (role.leader) await database.migrate();
  setDatabase(database);
  // Other instances may share PostgreSQL; the embedded database is one process, with nobody to tell.
  const contentChannel = env.DATABASE_URL
    ? await startContentChannel({
        url: env.DATABASE_URL,
        execute: (text, values) => database.executeSql(text, values),
        onRemoteChange: receiveContentChange,
        log,
      })
    : undefined;
  setContentChangePublisher(contentChannel?.publish);
  await loadSigningSecret(env.APP_SECRET);
  if (role.leader && env.isProduction && !env.APP_SECRET) log.warn(missingAppSecretMessage);
  configureMail({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    ownerEmailDefault: env.OWNER_EMAIL ?? env.ADMIN_EMAIL,
    retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    siteUrl: env.SITE_URL,
  });
  configureAwardSearch({ apiKey: env.SEATS_AERO_API_KEY, baseUrl: env.SEATS_AERO_API_URL });
  prepareAssistant();
  configurePaidCallCeilings({
    "seats-aero": env.SEATS_AERO_DAILY_CEILING,
    "seats-aero-watches": env.SEATS_AERO_WATCH_DAILY_CEILING,
    firecrawl: env.FIRECRAWL_DAILY_CEILING,
  });
  configureScraper({
    firecrawlApiUrl: env.FIRECRAWL_API_URL,
    firecrawlApiKey: env.FIRECRAWL_API_KEY,
    sourceUrl: env.TRANSFER_BONUS_SOURCE_URL,
    webhookSecret: env.TRANSFER_BONUS_WEBHOOK_SECRET,
  });

  configureStripe({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL });

  if (role.leader) await addStartingContent(env, log);
  const boss = await startJobs(database, log, { runWorkers: role.leader });
  return {
    env,
    log,
    database,
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      stopEmailDelivery();
      setContentChangePublisher(undefined);
      await contentChannel?.stop();
      await database.close();
      setDatabase(undefined);
    },
  };
}

/** The bootstrap admin, the built-in deals and bonuses, the points catalog and the issuer rules; each is added only when missing. */
async function addStartingContent(env: Env, log: Logger): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await createFirstAdminFromEnvironment(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    log.info({ email: env.ADMIN_EMAIL, outcome }, "bootstrap admin checked");
  } else if (!(await anyAdminExists())) {
    log.warn(firstAdminLogMessage);
  }
  const seeded = await seedDeals();
  if (seeded.length > 0) log.info({ deals: seeded }, "built-in deals added");
  const seededBonuses = await seedTransferBonuses();
  if (seededBonuses.length > 0) log.info({ count: seededBonuses.length }, "built-in transfer bonuses added");
  const seededPoints = await seedPointsCatalog();
  if (seededPoints.partners + seededPoints.values > 0) log.info(seededPoints, "built-in transfer partners and point values added");
  const seededRules = await seedIssuerRules();
  if (seededRules.length > 0) log.info({ rules: seededRules.length }, "built-in issuer rules added");
}
