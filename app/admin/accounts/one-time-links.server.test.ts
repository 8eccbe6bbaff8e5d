import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { adminLinkTokens } from "~/db/schema";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "./accounts.server";
import { consumeLink, findValidLink, issueLink, linkLifetimeMs, retireResetLinks } from "./one-time-links.server";

let dispose: () => Promise<void>;
let adminId: number;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await createAdmin("links@example.com", "links-password-123");
  adminId = (await findAdminByEmail("links@example.com"))!.id;
});
afterAll(() => dispose());

const issue = (kind: "reset" | "invitation", now = new Date()) =>
  db().transaction((tx) => issueLink(tx, kind, kind === "reset" ? { adminId } : { email: "new@example.com" }, now));
const consume = (kind: "reset" | "invitation", token: string, now = new Date()) =>
  db().transaction((tx) => consumeLink(tx, kind, token, now));

describe("single-use links", () => {
  it("stores only a hash of the link's secret", async () => {
    const token = await issue("reset");
    const rows = await db().select().from(adminLinkTokens);
    for (const row of rows) {
      expect(token).not.toContain(row.secretHash);
      expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("works exactly once", async () => {
    const token = await issue("reset");
    expect(await findValidLink("reset", token)).toMatchObject({ adminId });
    expect(await consume("reset", token)).toMatchObject({ adminId });
    expect(await consume("reset", token)).toBeUndefined();
    expect(await findValidLink("reset", token)).toBeUndefined();
  });

  it("gives a link to only one of two uses racing for it", async () => {
    const token = await issue("invitation");
    const results = await Promise.all([consume("invitation", token), consume("invitation", token)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("stops working when it expires: 30 minutes for a reset, 7 days for an invitation", async () => {
    const issuedAt = new Date("2026-11-20T10:00:00Z");
    const reset = await issue("reset", issuedAt);
    const justBefore = new Date(issuedAt.getTime() + 30 * 60 * 1000 - 1000);
    const atExpiry = new Date(issuedAt.getTime() + linkLifetimeMs.reset);
    expect(linkLifetimeMs.reset).toBe(30 * 60 * 1000);
    expect(await findValidLink("reset", reset, justBefore)).toBeDefined();
    expect(await findValidLink("reset", reset, atExpiry)).toBeUndefined();
    expect(await consume("reset", reset, atExpiry)).toBeUndefined();

    const invitation = await issue("invitation", issuedAt);
    expect(await findValidLink("invitation", invitation, new Date(issuedAt.getTime() + 7 * 24 * 60 * 60 * 1000 - 1000))).toBeDefined();
    expect(await findValidLink("invitation", invitation, new Date(issuedAt.getTime() + 7 * 24 * 60 * 60 * 1000))).toBeUndefined();
  });

  it("refuses a link of the other kind, a changed link and nonsense", async () => {
    const token = await issue("reset");
    expect(await findValidLink("invitation", token)).toBeUndefined();
    const last = token.at(-1) === "A" ? "B" : "A";
    expect(await findValidLink("reset", token.slice(0, -1) + last)).toBeUndefined();
    const [payload] = token.split(".");
    const otherSecret = Buffer.from(`${Buffer.from(payload!, "base64url").toString().split(".")[0]}.${"x".repeat(43)}`).toString(
      "base64url",
    );
    expect(await findValidLink("reset", `${otherSecret}.${token.split(".").slice(1).join(".")}`)).toBeUndefined();
    for (const nonsense of [undefined, null, "", "a.b.c", "x".repeat(5000)]) expect(await findValidLink("reset", nonsense)).toBeUndefined();
    expect(await findValidLink("reset", token)).toBeDefined();
  });

  it("retires an account's unused reset links once a new password is set", async () => {
    const token = await issue("reset");
    await retireResetLinks(db(), adminId);
    expect(await findValidLink("reset", token)).toBeUndefined();
  });
});
