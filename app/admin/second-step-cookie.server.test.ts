import { describe, expect, it } from "vitest";
import { readSecondStep, serializeSecondStepCookie } from "./second-step-cookie.server";

function header(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describe("the pending second-step cookie", () => {
  it("carries the admin and the mode, only to the login pages, for five minutes", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    const set = serializeSecondStepCookie({ adminId: 7, mode: "verify" }, true, now);
    expect(set).toContain("Path=/admin/login");
    expect(set).toContain("Max-Age=300");
    expect(set).toContain("HttpOnly");
    expect(readSecondStep(header(set), now)).toEqual({ adminId: 7, mode: "verify" });
    expect(readSecondStep(header(set), new Date(now.getTime() + 299_000))).toEqual({ adminId: 7, mode: "verify" });
    expect(readSecondStep(header(set), new Date(now.getTime() + 301_000))).toBeUndefined();
  });

  it("refuses a forged or altered value", () => {
    const set = header(serializeSecondStepCookie({ adminId: 7, mode: "enrol" }, false));
    expect(readSecondStep(set)).toEqual({ adminId: 7, mode: "enrol" });
    expect(readSecondStep(set.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeUndefined();
    expect(readSecondStep("pw_second_step=8.verify")).toBeUndefined();
  });
});
