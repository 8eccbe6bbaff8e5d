/**
 * The signed-in part of the load benchmark (issue 30): a visitor whose wallet holds 20 cards and
 * 20 balances, measured on the deal list, a deal page and a currency's partners, beside the same
 * pages for an anonymous visitor on the same server with the page cache off. A signed-in page is
 * never cached, so the fair comparison is an anonymous page rendered afresh too.
 *
 * The visitor is written straight into the server's database (a session row and a wallet), as if
 * they had signed in: an emailed code would add an SMTP server and nothing to what is measured.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { visitorAccounts } from "~/db/schema";
import { db } from "~/db/database.server";
import { builtInCatalog } from "~/points/content.server";
import { builtInCardCatalog } from "~/wallet/content.server";
import type { Wallet } from "~/wallet/wallet-csv";
import { replaceWallet } from "~/wallet/wallet-store.server";
import { startBuiltServer, type BuiltServer } from "../tests/integration/built-server";
import { createDatabaseOnServer } from "../tests/support/database-templates";
import { measure, settle, type Result } from "./measure";

export const signedInPages = ["/deals", "/deals/chase-sapphire-preferred-75k", "/transfer-partners?currency=chase-ultimate-rewards"];

/** Two household members, 20 cards and 20 balances, as the issue sizes the benchmark's wallet. */
function benchWallet(): Wallet {
  const catalog = builtInCatalog();
  const known = { currencies: catalog.currencies.map((entry) => entry.id), programs: catalog.programs.map((entry) => entry.id) };
  const products = builtInCardCatalog(known).slice(0, 20);
  const programs = [...known.currencies, ...known.programs].slice(0, 20);
  const member = (index: number) => (index % 2 === 0 ? "Alex" : "Sam");
  return {
    members: [{ name: "Alex" }, { name: "Sam" }],
    cards: products.map((product, index) => ({
      member: member(index),
      productId: product.id,
      name: null,
      issuer: product.issuer,
      kind: product.kind,
      openedMonth: `2025-${String((index % 12) + 1).padStart(2, "0")}`,
      closedMonth: null,
      bonusMonth: null,
      changedFromProductId: null,
      changedMonth: null,
    })),
    balances: programs.map((programId, index) => ({
      member: member(index),
      programId,
      amount: 10_000 * (index + 1),
      asOf: "2026-11-20",
      expiresOverride: null,
    })),
  };
}

/** Writes the visitor and their wallet into the database at `options`; answers their Cookie header. */
async function writeVisitor(options: { url?: string; dataDir?: string }): Promise<string> {
  const database = await openDatabase(options);
  setDatabase(database);
  try {
    const [account] = await db()
      .insert(visitorAccounts)
      .values({ email: "bench-visitor@example.com" })
      .returning({ id: visitorAccounts.id });
    await replaceWallet(account!.id, benchWallet());
    const token = await createVisitorSession(account!.id);
    // The built server runs in production mode, where cookies are Secure and so named __Host-.
    return visitorSessionCookie(token, true).split(";")[0]!;
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}

/** No page cache; each benchmark connection speaks for a client of its own (measure's clientsApart). */
const serverEnv = { PAGE_CACHE: "off", TRUST_PROXY: "1" };

/**
 * A server with the page cache off and the visitor in its database. PGlite has one process at a
 * time, so its folder is migrated by a first start, written to, then served by a second start.
 */
export async function serverWithVisitor(): Promise<{ site: BuiltServer; cookie: string; cleanup(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const copy = await createDatabaseOnServer(serverUrl);
    const site = await startBuiltServer({ ...serverEnv, DATABASE_URL: copy.url });
    const cookie = await writeVisitor({ url: copy.url });
    return { site, cookie, cleanup: () => site.stop().then(() => copy.drop()) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-bench-"));
  await (await startBuiltServer({ ...serverEnv, DATA_DIR: dataDir })).stop();
  const cookie = await writeVisitor({ dataDir });
  const site = await startBuiltServer({ ...serverEnv, DATA_DIR: dataDir });
  return { site, cookie, cleanup: () => site.stop().then(() => fs.rmSync(dataDir, { recursive: true, force: true })) };
}

export interface SignedInResult {
  page: string;
  anonymous: Result;
  signedIn: Result;
}

export async function measureSignedIn(connections: number, seconds: number): Promise<SignedInResult[]> {
  const { site, cookie, cleanup } = await serverWithVisitor();
  try {
    // The cookie must sign the visitor in, or the figures would be of anonymous pages twice.
    const account = await fetch(`${site.origin}/account`, { headers: { cookie }, redirect: "manual" });
    if (account.status !== 200) throw new Error(`the benchmark's visitor is not signed in: /account answered ${account.status}`);
    const apart = { clientsApart: true };
    for (const page of signedInPages) await measure(site.origin + page, connections, 2, { ...apart, headers: { cookie } });
    const results: SignedInResult[] = [];
    for (const page of signedInPages) {
      await settle(site.origin);
      const anonymous = await measure(site.origin + page, connections, seconds, apart);
      await settle(site.origin);
      results.push({
        page,
        anonymous,
        signedIn: await measure(site.origin + page, connections, seconds, { ...apart, headers: { cookie } }),
      });
    }
    return results;
  } finally {
    await cleanup();
  }
}

/** The markdown table: each page's cost signed in against anonymous and uncached (the bound is 1.5). */
export function signedInTable(results: readonly SignedInResult[], connections: number, seconds: number, database: string): string {
  const rows = results.map(({ page, anonymous, signedIn }) => {
    const cost = anonymous.rps / signedIn.rps;
    return `| ${page} | ${anonymous.rps.toFixed(0)} | ${anonymous.p99} | ${signedIn.rps.toFixed(0)} | ${signedIn.p99} | ${signedIn.errors} | ${cost.toFixed(2)} |`;
  });
  return [
    `\nSigned in (wallet of 20 cards and 20 balances) against anonymous, page cache off, ${connections} connections, ${seconds} s each, ${database}.\n`,
    "| page | anonymous req/s | anonymous p99 ms | signed-in req/s | signed-in p99 ms | errors | cost (anonymous req/s ÷ signed-in) |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
