import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { limitBodySize } from "./security";

/** What limitBodySize does with one request: passes it on, or answers with a status. */
function outcome(path: string, headers: Record<string, string>): number | "next" {
  const limit = limitBodySize(256 * 1024, { "/account/wallet/import": 16 * 1024 * 1024 });
  let answered: number | "next" = "next";
  const req = { path, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  const res = {
    status(code: number) {
      answered = code;
      return res;
    },
    type: () => res,
    send: () => res,
  } as unknown as Response;
  limit(req, res, () => {});
  return answered;
}

describe("limitBodySize", () => {
  const megabytes = (count: number) => ({ "content-length": String(count * 1024 * 1024) });

  it("refuses a body over the site's cap on every path but the ones given a larger one", () => {
    expect(outcome("/concierge", { "content-length": String(256 * 1024) })).toBe("next");
    expect(outcome("/concierge", { "content-length": String(256 * 1024 + 1) })).toBe(413);
    expect(outcome("/account/wallet/import", megabytes(10))).toBe("next");
    expect(outcome("/account/wallet/import", megabytes(17))).toBe(413);
    // A respelled path is not the import: it keeps the site's cap.
    expect(outcome("/account//wallet/import", megabytes(10))).toBe(413);
    expect(outcome("/__proto__", megabytes(10))).toBe(413);
  });

  it("refuses a malformed length, and a body of unknown length", () => {
    expect(outcome("/concierge", { "content-length": "12abc" })).toBe(413);
    expect(outcome("/concierge", { "transfer-encoding": "chunked" })).toBe(411);
    expect(outcome("/concierge", {})).toBe("next");
  });
});
