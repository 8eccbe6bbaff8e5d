/**
 * Backup and restore time and file size for 10,000 subscribers and 1,000 concierge requests:
 * `npm run bench:backup` (embedded database), or under scripts/with-postgres.sh for PostgreSQL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatBytes } from "~/backup/nightly";
import { restoreBackup } from "~/backup/restore.server";
import { emptyDatabase, kindUnderTest } from "~/backup/test-databases";
import { writeBackup } from "~/backup/write-backup.server";
import { conciergeRequests, subscribers } from "~/db/schema";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pw-bench-backup-"));
const file = path.join(folder, "bench.jsonl.gz");
// Encrypted, as BACKUP_KEY makes it: the costlier of the two ways a backup is written.
const keys = { backupKey: "the benchmark's backup key" };
const source = await emptyDatabase(kindUnderTest);
const target = await emptyDatabase(kindUnderTest);
try {
  await source.database.migrate();
  for (let start = 0; start < 10_000; start += 1000) {
    await source.database.db.insert(subscribers).values(
      Array.from({ length: 1000 }, (_, index) => ({
        email: `reader-${start + index}@example.com`,
        source: "section" as const,
        consentVersion: "2026-01",
      })),
    );
  }
  await source.database.db.insert(conciergeRequests).values(
    Array.from({ length: 1000 }, (_, index) => ({
      name: `Traveller ${index}`,
      email: `traveller-${index}@example.com`,
      phone: "+1 555 0100",
      travelDates: "March 3 to March 17, flexible by a few days",
      fromDestination: "New York (JFK or EWR)",
      toDestination: "Tokyo (HND or NRT)",
      passengers: 2,
      preferredClass: "business",
      maxStops: "1",
      pointsList: "Amex MR 250,000; Chase UR 120,000; United miles 80,000",
      quotedPriceCents: 29_900,
      submissionKey: `key-${index}`,
    })),
  );
  let started = performance.now();
  const summary = await writeBackup(source.database, file, keys);
  const backupMs = performance.now() - started;
  started = performance.now();
  await restoreBackup(target.database, file, keys);
  const restoreMs = performance.now() - started;
  const database = kindUnderTest === "postgres" ? "PostgreSQL" : "embedded PGlite";
  console.log(
    `${database}: backup ${backupMs.toFixed(0)} ms, ${formatBytes(summary.bytes)}; restore (checksum, migrations, rows) ${restoreMs.toFixed(0)} ms`,
  );
} finally {
  await source.dispose();
  await target.dispose();
  fs.rmSync(folder, { recursive: true, force: true });
}
