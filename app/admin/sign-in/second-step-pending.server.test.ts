import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/integration/test-database";
import { createAdmin, findAdminByEmail } from "../accounts/accounts.server";
import { beginSecondStep, readSecondStep } from "./second-step-cookie.server";
import { claimSecondStep, findSecondStep, startSecondStep } from "./second-step-pending.server";

let dispose: () => Promise<void>;
let adminId: number;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await createAdmin("pending@example.com", "a long and unguessable phrase");
  adminId = (await findAdminByEmail("pending@example.com"))!.id;
});
afterAll(() => dispose());

const header = (setCookie: string) => setCookie.split(";")[0]!;

describe("the pending second step", () => {
  it("is a cookie for the login pages only, naming a row that lives five minutes", async () => {
    const now = new Date();
    const set = await beginSecondStep(adminId, "verify", true, now);
    expect(set).toContain("Path=/admin/login");
    expect(set).toContain("Max-Age=300");
    expect(set).toContain("HttpOnly");
    expect(await readSecondStep(header(set), now)).toMatchObject({ adminId, mode: "verify" });
    expect(await readSecondStep(header(set), new Date(now.getTime() + 299_000))).toMatchObject({ adminId, mode: "verify" });
    expect(await readSecondStep(header(set), new Date(now.getTime() + 301_000))).toBeUndefined();
  });

  it("is used up once: of two requests finishing it, one wins, and the cookie then names nothing", async () => {
    const set = header(await beginSecondStep(adminId, "enrol", false));
    const pending = (await readSecondStep(set))!;
    expect(pending).toMatchObject({ adminId, mode: "enrol" });
    expect(await Promise.all([claimSecondStep(pending.token), claimSecondStep(pending.token)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await readSecondStep(set)).toBeUndefined();
  });

  it("refuses an altered cookie, and one whose id was never issued, even when signed", async () => {
    const set = header(await beginSecondStep(adminId, "verify", false));
    expect(await readSecondStep(set.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeUndefined();
    expect(await readSecondStep(`pw_second_step=${adminId}.enrol`)).toBeUndefined();
    expect(await findSecondStep("an id nobody was given")).toBeUndefined();
  });

  it("keeps one pending step per admin: a newer sign-in replaces the older", async () => {
    const older = await startSecondStep(adminId, "verify", 60_000);
    const newer = await startSecondStep(adminId, "verify", 60_000);
    expect(await findSecondStep(older)).toBeUndefined();
    expect(await findSecondStep(newer)).toMatchObject({ adminId });
  });
});
