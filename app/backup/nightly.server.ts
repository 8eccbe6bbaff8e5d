import fs from "node:fs";
import path from "node:path";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { businessTimeZone } from "~/config/business";
import { loadEnv } from "~/config/env.server";
import { database } from "~/db/database.server";
import { getSetting, setSetting } from "~/db/settings.server";
import { backupFileName, backupsToRemove, describeLastBackup } from "./nightly";
import { noBackupKeyMessage, type BackupKeys } from "./sealing.server";
import { writeBackup, type BackupSummary } from "./write-backup.server";

export const nightlyBackupQueue = "nightly-backup";
/** 03:41 in New York: the quietest hour, and off the hour other work starts on. */
export const nightlyBackupCron = "41 3 * * *";
const lastBackupSetting = "backup.last";

export interface BackupPlan {
  dir: string;
  keep: number;
  keys: BackupKeys;
}

/** Nightly backups are on when BACKUP_DIR is set. */
export function backupPlan(source: NodeJS.ProcessEnv = process.env): BackupPlan | undefined {
  const env = loadEnv(source);
  const keys = { backupKey: env.BACKUP_KEY, appSecret: env.APP_SECRET };
  return env.BACKUP_DIR ? { dir: path.resolve(env.BACKUP_DIR), keep: env.BACKUP_KEEP, keys } : undefined;
}

/**
 * Writes a backup into the plan's folder, keeps the newest `keep`, and records it for the
 * dashboard. The folder is the backups' own: only the site's user may list or read it.
 */
export async function runNightlyBackup(plan: BackupPlan, now = new Date()): Promise<BackupSummary> {
  fs.mkdirSync(plan.dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(plan.dir, 0o700);
  const summary = await writeBackup(database(), path.join(plan.dir, backupFileName(now)), plan.keys);
  for (const name of backupsToRemove(fs.readdirSync(plan.dir), plan.keep)) fs.rmSync(path.join(plan.dir, name), { force: true });
  // Kept in the database, not read from the folder: in a cluster the folder is on one machine.
  await setSetting(lastBackupSetting, { at: summary.takenAt.toISOString(), file: path.basename(summary.file), bytes: summary.bytes });
  return summary;
}

/** The dashboard's backup line, or undefined when backups are not configured. */
export async function lastBackupLine(now = new Date()): Promise<{ text: string; stale: boolean } | undefined> {
  if (!backupPlan()) return undefined;
  const last = await getSetting<{ at: string; bytes: number }>(lastBackupSetting);
  return describeLastBackup(last && { at: new Date(last.at), bytes: last.bytes }, now);
}

/** pg-boss's schedule is shared, so several instances still write one backup a night. */
export async function startNightlyBackup(boss: PgBoss, log: Logger): Promise<void> {
  await boss.createQueue(nightlyBackupQueue);
  const plan = backupPlan();
  if (!plan) {
    // BACKUP_DIR was removed: stop the schedule an earlier start made.
    await boss.unschedule(nightlyBackupQueue);
    return;
  }
  // Said at start, not first at 03:41: each night's failure then repeats it in the log.
  if (!plan.keys.backupKey && !plan.keys.appSecret) log.error({ dir: plan.dir }, `nightly backups cannot run: ${noBackupKeyMessage}`);
  await boss.schedule(nightlyBackupQueue, nightlyBackupCron, undefined, { tz: businessTimeZone });
  await boss.work(nightlyBackupQueue, { pollingIntervalSeconds: 60 }, async () => {
    const started = Date.now();
    try {
      const summary = await runNightlyBackup(plan);
      log.info({ file: summary.file, bytes: summary.bytes, ms: Date.now() - started }, "nightly backup written");
    } catch (error) {
      log.error({ err: error, dir: plan.dir }, "nightly backup failed");
      throw error;
    }
  });
}
