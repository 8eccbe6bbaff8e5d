import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskEmail } from "~/email/mask";
import { startBuiltServer, type BuiltServer } from "./built-server";

/*
 * The audit log and the session list driven over HTTP like a browser with JavaScript off: native
 * form posts, redirects followed by hand, on a real database behind the production build.
 */
const admin = { email: "audit-owner@example.com", password: "integration-password-audit" };
const chromeOnMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
});
afterAll(async () => {
  await server?.stop();
});

function send(path: string, options: { body?: URLSearchParams; cookie?: string; userAgent?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { Origin: server.origin, "User-Agent": options.userAgent ?? chromeOnMac };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(server.origin + path, { method: options.body ? "POST" : "GET", headers, body: options.body, redirect: "manual" });
}

async function signIn(userAgent: string): Promise<string> {
  const response = await send("/admin/login", { body: new URLSearchParams(admin), userAgent });
  expect(response.status).toBe(302);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function html(path: string, cookie: string): Promise<string> {
  const response = await send(path, { cookie });
  expect(response.status, path).toBe(200);
  return response.text();
}

const entities: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&amp;": "&", "&lt;": "<", "&gt;": ">" };

/** The table rows of the log page as plain text, one string per row. */
async function logRows(cookie: string, query = ""): Promise<string[]> {
  const page = await html(`/admin/audit${query}`, cookie);
  const body = page.match(/<tbody[^>]*>([\s\S]*?)<\/tbody>/)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    row[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/&(?:quot|#x27|amp|lt|gt);/g, (entity) => entities[entity]!)
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("the admin audit log and session list", () => {
  let mac = "";

  it("logs a failed sign-in with the email tried, never the password", async () => {
    const failed = await send("/admin/login", { body: new URLSearchParams({ email: admin.email, password: "not-the-password-42" }) });
    expect(failed.status).toBe(401);
    mac = await signIn(chromeOnMac);
    const rows = await logRows(mac, "?kind=sign-in-failed");
    expect(rows).toHaveLength(1);
    // The audit log keeps every address masked (issue 29 item 6).
    expect(rows[0]).toContain(`Failed sign-in as ${maskEmail(admin.email)}`);
    expect(rows[0]).not.toContain(admin.email);
    expect(rows[0]).toContain("(not signed in)");
    expect(rows[0]).toMatch(/127\.0\.0\.1/);
    expect(await (await send("/admin/audit.csv", { cookie: mac })).text()).not.toContain("not-the-password-42");
  });

  it("logs each sign-in with its device, and a deal save by the admin who made it", async () => {
    const save = await send("/admin/deals/new", {
      cookie: mac,
      body: new URLSearchParams({
        intent: "save",
        title: "Audit Card 50K Bonus",
        slug: "audit-card-50k",
        date: "2026-11-01",
        excerpt: "A card made by the audit test.",
        published: "on",
        cardName: "Audit Card",
        issuer: "Chase",
        referralLink: "https://example.com/apply/audit",
        welcomeBonus: "50,000 points",
        annualFee: "$95",
        minSpend: "$4,000 in 3 months",
        transferPartners: "14 airlines",
        signupBonusAmount: "50000",
        bonusUnit: "points",
        dealScore: "8",
        description: "A card.",
        eligibility: "",
        whyILoveIt: "It is audited.",
      }),
    });
    expect(save.status).toBe(303);
    const [saved] = await logRows(mac, "?kind=deal-saved");
    expect(saved).toContain(maskEmail(admin.email));
    expect(saved).not.toContain(admin.email);
    expect(saved).toContain('Created deal "Audit Card 50K Bonus"');
    const [signedIn] = await logRows(mac, "?kind=sign-in");
    expect(signedIn).toContain("Signed in with a password on Chrome on macOS");
  });

  it("lists this account's sessions, signs one out, then all others, and logs each", async () => {
    const linux = await signIn(firefoxOnLinux);
    const iphone = await signIn(safariOnIphone);
    const account = await html("/admin/account", mac);
    expect(account).toContain("Chrome on macOS");
    expect(account).toContain("This browser");
    expect(account).toContain("Firefox on Linux");
    expect(account).toContain("Safari on iPhone");

    // The iPhone's own form: the hidden session key sits after the device's name.
    const iphoneForm = account.slice(account.indexOf("Safari on iPhone")).match(/name="session" value="([0-9a-f]{64})"/)?.[1];
    expect(iphoneForm).toBeDefined();
    const revoked = await send("/admin/account", {
      cookie: mac,
      body: new URLSearchParams({ intent: "revoke-session", session: iphoneForm! }),
    });
    expect(revoked.status).toBe(303);
    expect((await send("/admin", { cookie: iphone })).headers.get("location")).toMatch(/^\/admin\/login/);
    expect((await send("/admin", { cookie: linux })).status).toBe(200);

    const others = await send("/admin/account", { cookie: mac, body: new URLSearchParams({ intent: "revoke-other-sessions" }) });
    expect(others.status).toBe(303);
    expect((await send("/admin", { cookie: linux })).headers.get("location")).toMatch(/^\/admin\/login/);
    expect((await send("/admin", { cookie: mac })).status).toBe(200);

    const rows = await logRows(mac, "?kind=session-revoked");
    expect(rows[0]).toContain("Signed out 1 other session");
    expect(rows[1]).toContain("Signed out a session on Safari on iPhone");
  });

  it("logs a sign-out", async () => {
    const linux = await signIn(firefoxOnLinux);
    const out = await send("/admin/logout", { cookie: linux, body: new URLSearchParams() });
    expect(out.status).toBe(302);
    const [signedOut] = await logRows(mac, "?kind=sign-out");
    expect(signedOut).toContain("Signed out");
    expect(signedOut).toContain(maskEmail(admin.email));
    expect(signedOut).not.toContain(admin.email);
  });

  it("exports the filtered log as CSV, newest first", async () => {
    const save = await send("/admin/settings", { cookie: mac, body: new URLSearchParams({ ownerEmail: "leads@example.com" }) });
    expect(save.status).toBe(303);
    const response = await send("/admin/audit.csv", { cookie: mac });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("time_utc,admin,kind,what,summary,details,address");
    expect(lines[1]).toContain(
      `${maskEmail(admin.email)},settings-changed,Settings changed,New leads go to ${maskEmail("leads@example.com")}`,
    );
    expect(csv).not.toContain(admin.email);
    expect(csv).not.toContain("leads@example.com");
    expect(lines.filter((line) => line.includes(",sign-in,"))).toHaveLength(4);

    const failedOnly = (await (await send("/admin/audit.csv?kind=sign-in-failed", { cookie: mac })).text()).trimEnd().split("\r\n");
    expect(failedOnly).toHaveLength(2);
  });

  it("refuses the log and its export to anyone not signed in", async () => {
    expect((await send("/admin/audit")).headers.get("location")).toMatch(/^\/admin\/login/);
    expect((await send("/admin/audit.csv")).headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
