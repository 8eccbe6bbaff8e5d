import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import { formGuardFieldNames, formGuardMessages } from "./form-guard";
import { checkFormGuard, formStamp, formStampMaxAgeMs, minimumFillMs, noteCachedFormPage } from "./form-guard.server";
import { formPostsHeldUntil } from "./form-post-hold.server";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

const rendered = new Date("2026-11-23T15:00:00Z");
const later = (ms: number) => new Date(rendered.getTime() + ms);

function post(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const options = (key: string, now: Date, client = `client-${key}`) => ({
  form: "test",
  client,
  rateKeys: [key],
  limit: 2,
  windowMs: 60_000,
  now,
});

describe("public form guard", () => {
  it("accepts a person's post", async () => {
    const form = post({ [formGuardFieldNames.stamp]: formStamp(rendered), [formGuardFieldNames.honeypot]: "" });
    expect(await checkFormGuard(form, options("a", later(10_000)))).toEqual({ ok: true });
  });

  it("refuses a filled honeypot", async () => {
    const form = post({ [formGuardFieldNames.stamp]: formStamp(rendered), [formGuardFieldNames.honeypot]: "http://spam" });
    expect(await checkFormGuard(form, options("b", later(10_000)))).toEqual({
      ok: false,
      reason: "honeypot",
      message: formGuardMessages.honeypot,
    });
  });

  it("refuses a post faster than a person", async () => {
    const form = post({ [formGuardFieldNames.stamp]: formStamp(rendered) });
    const result = await checkFormGuard(form, options("c", later(minimumFillMs() - 1)));
    expect(result).toMatchObject({ ok: false, reason: "tooFast" });
  });

  it("refuses a missing, forged or day-old stamp", async () => {
    const old = post({ [formGuardFieldNames.stamp]: formStamp(rendered) });
    expect(await checkFormGuard(old, options("d", later(formStampMaxAgeMs + 1)))).toMatchObject({ reason: "expired" });
    expect(await checkFormGuard(post({}), options("d", later(10_000)))).toMatchObject({ reason: "expired" });
    const forged = post({ [formGuardFieldNames.stamp]: String(rendered.getTime()) });
    expect(await checkFormGuard(forged, options("d", later(10_000)))).toMatchObject({ reason: "expired" });
  });

  it("refuses posts over the rate limit, per key", async () => {
    const form = () => post({ [formGuardFieldNames.stamp]: formStamp(rendered) });
    expect(await checkFormGuard(form(), options("e", later(10_000)))).toEqual({ ok: true });
    expect(await checkFormGuard(form(), options("e", later(10_001)))).toEqual({ ok: true });
    expect(await checkFormGuard(form(), options("e", later(10_002)))).toMatchObject({ reason: "rateLimited" });
    expect(await checkFormGuard(form(), options("f", later(10_003)))).toEqual({ ok: true });
  });

  describe("after the page cache handed the client a form page", () => {
    // The copy was rendered long before this visit: its stamp alone would let a post through at once.
    const oldStamp = () => post({ [formGuardFieldNames.stamp]: formStamp(rendered) });
    const delivered = later(60_000);

    it("refuses that client's post sooner than a person could fill the form after the delivery", async () => {
      await noteCachedFormPage("198.51.100.1", delivered);
      const atOnce = new Date(delivered.getTime() + 10);
      expect(await checkFormGuard(oldStamp(), options("g", atOnce, "198.51.100.1"))).toEqual({
        ok: false,
        reason: "tooFast",
        message: formGuardMessages.tooFast,
      });
      const justBefore = new Date(delivered.getTime() + minimumFillMs() - 1);
      expect(await checkFormGuard(oldStamp(), options("g", justBefore, "198.51.100.1"))).toMatchObject({ reason: "tooFast" });
    });

    it("accepts it once that time has passed", async () => {
      await noteCachedFormPage("198.51.100.2", delivered);
      const filled = new Date(delivered.getTime() + minimumFillMs());
      expect(await checkFormGuard(oldStamp(), options("h", filled, "198.51.100.2"))).toEqual({ ok: true });
    });

    it("measures from the latest delivery, whatever order the deliveries were recorded in", async () => {
      const latest = new Date(delivered.getTime() + 5_000);
      await noteCachedFormPage("198.51.100.3", latest);
      await noteCachedFormPage("198.51.100.3", delivered);
      const afterFirst = new Date(delivered.getTime() + minimumFillMs() + 10);
      expect(await checkFormGuard(oldStamp(), options("i", afterFirst, "198.51.100.3"))).toMatchObject({ reason: "tooFast" });
      const afterLatest = new Date(latest.getTime() + minimumFillMs());
      expect(await checkFormGuard(oldStamp(), options("i", afterLatest, "198.51.100.3"))).toEqual({ ok: true });
    });

    it("leaves every other client alone", async () => {
      await noteCachedFormPage("198.51.100.4", delivered);
      const atOnce = new Date(delivered.getTime() + 10);
      expect(await checkFormGuard(oldStamp(), options("j", atOnce, "198.51.100.5"))).toEqual({ ok: true });
    });

    it("counts no refused post against the rate limit", async () => {
      await noteCachedFormPage("198.51.100.6", delivered);
      for (let tries = 0; tries < 3; tries++) {
        expect(await checkFormGuard(oldStamp(), options("k", later(60_010), "198.51.100.6"))).toMatchObject({ reason: "tooFast" });
      }
      const filled = new Date(delivered.getTime() + minimumFillMs());
      expect(await checkFormGuard(oldStamp(), options("k", filled, "198.51.100.6"))).toEqual({ ok: true });
    });

    it("writes nothing when the minimum is 0 (the check is off)", async () => {
      vi.stubEnv("FORM_MIN_FILL_MS", "0");
      try {
        await noteCachedFormPage("198.51.100.7", delivered);
      } finally {
        vi.unstubAllEnvs();
      }
      expect(await formPostsHeldUntil("198.51.100.7", new Date(0))).toBeUndefined();
    });
  });
});
