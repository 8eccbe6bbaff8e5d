import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startJobs } from "~/jobs/boss.server";
import { createLogger } from "~/observability/logger.server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { openDatabase } from "./client.server";
import { createPgliteFolder, pgliteSettings } from "./pglite-memory.server";
import { admins } from "./schema";

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("database", () => {
  it("persists PGlite data in DATA_DIR across restarts, and migrating again changes nothing", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-db-"));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));

    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.insert(admins).values({ email: "kept@example.com", passwordHash: "x" });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    const rows = await second.db.select().from(admins);
    expect(rows.map((row) => row.email)).toEqual(["kept@example.com"]);
    await second.close();
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
  });

  it("creates a new PGlite folder in a child process and opens it with the small shared buffers", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-db-"));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    await createPgliteFolder(path.join(dataDir, "pglite"));
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);

    const database = await openDatabase({ dataDir });
    cleanup.push(() => database.close());
    const { rows } = await database.executeSql("show shared_buffers");
    expect(rows).toEqual([{ shared_buffers: pgliteSettings.shared_buffers }]);
  });

  it("builds a new PGlite folder beside its place and moves it in whole, discarding an interrupted attempt", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-db-"));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const dir = path.join(dataDir, "pglite");
    // What a start killed during initdb leaves behind: a half-made folder beside the real place,
    // and the empty place itself.
    fs.mkdirSync(`${dir}.creating/base`, { recursive: true });
    fs.writeFileSync(`${dir}.creating/PG_VERSION`, "17\n");
    fs.mkdirSync(dir);

    await createPgliteFolder(dir);
    expect(fs.existsSync(`${dir}.creating`)).toBe(false);
    expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    const database = await openDatabase({ dataDir });
    cleanup.push(() => database.close());
    await database.migrate();
    expect(await database.db.select().from(admins)).toEqual([]);
  });

  it("refuses a non-empty folder that holds no database, and leaves its files alone", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-db-"));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const dir = path.join(dataDir, "pglite");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a database");

    await expect(createPgliteFolder(dir)).rejects.toThrow(/not empty but holds no database/);
    expect(fs.readdirSync(dir)).toEqual(["notes.txt"]);
  });

  it("runs pg-boss on the same database: a job sent is a job fetched", async () => {
    const { database, dispose } = await openTestDatabase();
    cleanup.push(dispose);
    const boss = await startJobs(database, createLogger("silent"));
    cleanup.push(() => boss.stop({ graceful: false, wait: true }));
    await boss.createQueue("foundation-check");
    const id = await boss.send("foundation-check", { hello: "world" });
    const [job] = await boss.fetch<{ hello: string }>("foundation-check");
    expect(job?.id).toBe(id);
    expect(job?.data).toEqual({ hello: "world" });
  });

  it("answers a ping while open and fails it once closed", async () => {
    const { database, dispose } = await openTestDatabase();
    await expect(database.ping()).resolves.toBeUndefined();
    await dispose();
    await expect(database.ping()).rejects.toThrow();
  });
});
