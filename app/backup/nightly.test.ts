import { describe, expect, it } from "vitest";
import { backupFileName, backupsToRemove, describeLastBackup, formatBytes, isBackupStale, staleBackupMs } from "./nightly";

describe("nightly backups", () => {
  it("names each backup by its UTC start, so names sort oldest first", () => {
    expect(backupFileName(new Date("2026-11-24T08:41:05.123Z"))).toBe("pointwise-2026-11-24T08-41-05Z.jsonl.gz");
  });

  it("removes the oldest backups beyond the number kept, and never another file", () => {
    const names = [
      "pointwise-2026-11-22T08-41-00Z.jsonl.gz",
      "notes.txt",
      "pointwise-2026-11-24T08-41-00Z.jsonl.gz",
      "pointwise-2026-11-23T08-41-00Z.jsonl.gz",
      "pointwise-2026-11-21T08-41-00Z.jsonl.gz.partial",
    ];
    expect(backupsToRemove(names, 2)).toEqual(["pointwise-2026-11-22T08-41-00Z.jsonl.gz"]);
    expect(backupsToRemove(names, 5)).toEqual([]);
  });

  it("is stale after two days, or when there is none", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(isBackupStale(undefined, now)).toBe(true);
    expect(isBackupStale(new Date(now.getTime() - staleBackupMs), now)).toBe(false);
    expect(isBackupStale(new Date(now.getTime() - staleBackupMs - 1), now)).toBe(true);
  });

  it("tells the owner when and how big, and warns when it is old", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(describeLastBackup({ at: new Date("2026-11-24T08:41:00Z"), bytes: 2_621_440 }, now)).toEqual({
      text: "Last backup: Nov 24, 2026, 3:41 AM EST (2.5 MB).",
      stale: false,
    });
    const old = describeLastBackup({ at: new Date("2026-11-21T08:41:00Z"), bytes: 900 }, now);
    expect(old).toEqual({
      text: "Last backup: Nov 21, 2026, 3:41 AM EST (900 B). It is more than two days old: check the server's log.",
      stale: true,
    });
    expect(describeLastBackup(undefined, now)).toEqual({ text: "No backup has been written yet.", stale: true });
    expect(formatBytes(1536)).toBe("1.5 KB");
  });
});
