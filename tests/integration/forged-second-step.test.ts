import { spawnSync } from "node:child_process";
import { createDecipheriv, createHmac, scryptSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createAdmin, findAdminByEmail } from "~/admin/accounts/accounts.server";
import { setSecondFactorRequired } from "~/admin/factors/factor-policy.server";
import { confirmTotp, startTotpEnrolment, totpEnrolment } from "~/admin/factors/factors.server";
import { totpCodeAt } from "~/admin/factors/totp";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { loadSigningSecret } from "~/security/signing.server";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { createScratchDatabase } from "./test-database";

/*
 * Issue 29, item 1, done the way an attacker would: take a backup of a site that runs without
 * APP_SECRET, read the signing key out of it, sign a pending "enrol" second-step cookie for an
 * admin who already has an authenticator app, and ask /admin/login/enrol to add another one.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-forged-step-"));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
const siteDatabase: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir };
// The worst case: the thief has the backup and its BACKUP_KEY too.
const backupKey = "a backup key the attacker also stole";
let server: BuiltServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

const email = "has-an-app@example.com";

/** The site as its owner left it: the generated signing key, one admin with an app, a factor required. */
async function prepareSite(): Promise<number> {
  const database = await openDatabase({ url: scratch?.url, dataDir });
  await database.migrate();
  setDatabase(database);
  try {
    await loadSigningSecret(undefined);
    await createAdmin(email, "the owner's own long passphrase");
    const admin = (await findAdminByEmail(email))!;
    const id = (await startTotpEnrolment(admin.id, "Owner's phone")) as number;
    const secret = (await totpEnrolment(admin.id, id, email))!.secret.replace(/ /g, "");
    await confirmTotp(admin.id, id, totpCodeAt(secret, Date.now()));
    await setSecondFactorRequired(true);
    return admin.id;
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

/** The backup's lines: plain gzip, or opened with the stolen key following the layout the site documents. */
function backupText(file: string): string {
  const bytes = fs.readFileSync(file);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return gunzipSync(bytes).toString("utf8");
  const prefix = bytes.subarray(0, 37);
  const key = scryptSync(backupKey, prefix.subarray(9, 25), 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  const decipher = createDecipheriv("aes-256-gcm", key.subarray(0, 32), prefix.subarray(25, 37));
  decipher.setAAD(prefix);
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return gunzipSync(Buffer.concat([decipher.update(bytes.subarray(37, bytes.length - 16)), decipher.final()])).toString("utf8");
}

function signingKeyFrom(text: string): string {
  let table = "";
  for (const line of text.split("\n").filter(Boolean)) {
    const parsed = JSON.parse(line) as { type?: string; name?: string } | Array<string | null>;
    if (!Array.isArray(parsed)) table = parsed.type === "table" ? parsed.name! : "";
    else if (table === "settings" && parsed[0] === "app_secret") return JSON.parse(parsed[1]!) as string;
  }
  throw new Error("no signing key in the backup");
}

/** A token as the site signs one: base64url payload, expiry in base-36 seconds, HMAC-SHA-256 over purpose and body. */
function forge(key: string, purpose: string, payload: string): string {
  const body = `${Buffer.from(payload).toString("base64url")}.${Math.floor(Date.now() / 1000 + 300).toString(36)}`;
  return `${body}.${createHmac("sha256", key).update(`${purpose}\n${body}`).digest("base64url")}`;
}

describe("a signing key read from a backup", () => {
  it("forges no second step: the enrol page and its action send the forger back to the password", async () => {
    const adminId = await prepareSite();
    const file = path.join(dataDir, "stolen.jsonl.gz");
    const backup = spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/backup.ts", file], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH, ...siteDatabase, BACKUP_KEY: backupKey },
    });
    expect(backup.status, backup.stderr).toBe(0);
    const key = signingKeyFrom(backupText(file));

    server = await startBuiltServer({ ...siteDatabase });
    const cookie = `pw_second_step=${forge(key, "admin-second-step", `${adminId}.enrol`)}`;
    const page = await fetch(`${server.origin}/admin/login/enrol`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(await page.text()).not.toContain("Add a second factor");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login");

    const posted = await fetch(`${server.origin}/admin/login/enrol`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "factor-totp-confirm", factor: "2", code: "123456" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/admin/login");
  }, 180_000);
});
