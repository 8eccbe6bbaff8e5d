import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

/* The admin dashboard's backup line on a site with nightly backups configured (BACKUP_DIR). */
const admin = { email: "backup-owner@example.com", password: "integration-password-4" };
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-backup-dir-"));
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, BACKUP_DIR: backupDir });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

describe("the dashboard with BACKUP_DIR set", () => {
  it("warns that no backup has been written yet", async () => {
    const login = await fetch(`${server.origin}/admin/login`, {
      method: "POST",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(admin),
      redirect: "manual",
    });
    expect(login.status).toBe(302);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const dashboard = await (await fetch(`${server.origin}/admin`, { headers: { Cookie: cookie } })).text();
    expect(dashboard).toContain('<li class="font-semibold text-red-800">No backup has been written yet.</li>');
  });
});
