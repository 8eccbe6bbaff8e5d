import { formatDateTime } from "~/lib/format-date";

/** Nightly backups are named by the time they start, so names sort oldest first. */
const filePattern = /^pointwise-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/;

export function backupFileName(now: Date): string {
  return `pointwise-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z.jsonl.gz`;
}

/** The nightly backups beyond the newest `keep`; other files in the folder are never touched. */
export function backupsToRemove(names: string[], keep: number): string[] {
  const backups = names.filter((name) => filePattern.test(name)).sort();
  return backups.slice(0, Math.max(0, backups.length - keep));
}

/** The dashboard warns when the newest backup is older than this. */
export const staleBackupMs = 2 * 24 * 60 * 60 * 1000;

export function isBackupStale(lastAt: Date | undefined, now: Date): boolean {
  return !lastAt || now.getTime() - lastAt.getTime() > staleBackupMs;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The dashboard's line about backups, and whether it is a warning. */
export function describeLastBackup(last: { at: Date; bytes: number } | undefined, now: Date): { text: string; stale: boolean } {
  const stale = isBackupStale(last?.at, now);
  if (!last) return { text: "No backup has been written yet.", stale };
  const text = `Last backup: ${formatDateTime(last.at)} (${formatBytes(last.bytes)}).`;
  return { text: stale ? `${text} It is more than two days old: check the server's log.` : text, stale };
}
