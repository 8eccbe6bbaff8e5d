import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import { formGuardFieldNames, formGuardMessages } from "./form-guard";
import { checkFormGuard, formStamp, formStampMaxAgeMs, minimumFillMs } from "./form-guard.server";

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

const options = (key: string, now: Date) => ({ form: "test", rateKeys: [key], limit: 2, windowMs: 60_000, now });

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
});
