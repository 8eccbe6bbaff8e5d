import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs } from "~/jobs/boss.server";
import { createLogger } from "~/observability/logger.server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { lastBackupLine, nightlyBackupCron, nightlyBackupQueue, runNightlyBackup } from "./nightly.server";
import { verifyBackup } from "./read-backup.server";
import { envelopeMagic, openBackupFile } from "./sealing.server";

const keys = { backupKey: "the nightly test's backup key" };

let dispose: () => Promise<void>;
let database: Awaited<ReturnType<typeof openTestDatabase>>["database"];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-nightly-"));
beforeAll(async () => ({ database, dispose } = await openTestDatabase()));
afterAll(async () => {
  delete process.env.BACKUP_DIR;
  await dispose();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("nightly backups", () => {
  it("shows no line on the dashboard while BACKUP_DIR is unset, and schedules nothing", async () => {
    expect(await lastBackupLine()).toBeUndefined();
    const boss = await startJobs(database, createLogger("silent"));
    try {
      expect((await boss.getSchedules()).map((schedule) => schedule.name)).not.toContain(nightlyBackupQueue);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it("writes a checked backup into BACKUP_DIR, keeps the newest BACKUP_KEEP, and the dashboard shows the last one", async () => {
    process.env.BACKUP_DIR = dir;
    fs.writeFileSync(path.join(dir, "notes.txt"), "the owner's");
    // A folder others could list: the nightly run closes it to the site's user.
    fs.chmodSync(dir, 0o755);
    const nights = ["2026-11-21T08:41:00Z", "2026-11-22T08:41:00Z", "2026-11-23T08:41:00Z"];
    const summaries = [];
    for (const night of nights) summaries.push(await runNightlyBackup({ dir, keep: 2, keys }, new Date(night)));
    expect(fs.readdirSync(dir).sort()).toEqual([
      "notes.txt",
      "pointwise-2026-11-22T08-41-00Z.jsonl.gz",
      "pointwise-2026-11-23T08-41-00Z.jsonl.gz",
    ]);
    await expect(verifyBackup(await openBackupFile(summaries[2]!.file, keys))).resolves.toBeDefined();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(summaries[2]!.file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(summaries[2]!.file).subarray(0, envelopeMagic.length)).toEqual(envelopeMagic);

    const last = summaries[2]!;
    expect(await lastBackupLine(new Date(last.takenAt.getTime() + 60_000))).toEqual({
      text: expect.stringMatching(new RegExp(`^Last backup: .* \\(${(last.bytes / 1024).toFixed(1)} KB\\)\\.$`)),
      stale: false,
    });
    const later = await lastBackupLine(new Date(last.takenAt.getTime() + 3 * 24 * 60 * 60 * 1000));
    expect(later?.stale).toBe(true);
  });

  it("writes nothing without BACKUP_KEY or APP_SECRET, and says which to set", async () => {
    const empty = fs.mkdtempSync(path.join(dir, "keyless-"));
    await expect(runNightlyBackup({ dir: empty, keep: 2, keys: {} })).rejects.toThrow(/BACKUP_KEY .* or APP_SECRET/);
    expect(fs.readdirSync(empty)).toEqual([]);
  });

  it("is scheduled every night when BACKUP_DIR is set", async () => {
    process.env.BACKUP_DIR = dir;
    const boss = await startJobs(database, createLogger("silent"));
    try {
      expect(await boss.getSchedules()).toContainEqual(
        expect.objectContaining({ name: nightlyBackupQueue, cron: nightlyBackupCron, timezone: "America/New_York" }),
      );
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
