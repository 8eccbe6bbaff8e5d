import { describe, expect, it } from "vitest";
import { claimFits, readRowToken, signRowToken } from "./row-links.server";
import { signToken } from "./signing.server";

const row = { id: 7, linkKey: "a1b2c3d4e5f60718293a4b5c6d7e8f90" };

describe("row-bound link tokens", () => {
  it("carry the row's id and link key, for one purpose", () => {
    const token = signRowToken("unsubscribe", row);
    expect(readRowToken("unsubscribe", token)).toEqual({ id: 7, key: row.linkKey });
    expect(readRowToken("alert-preferences", token)).toBeUndefined();
  });

  it("fit only the row whose key they carry", () => {
    const claim = readRowToken("unsubscribe", signRowToken("unsubscribe", row))!;
    expect(claimFits(claim, { linkKey: row.linkKey, legacyLinks: false })).toBe(true);
    expect(claimFits(claim, { linkKey: "f".repeat(32), legacyLinks: true })).toBe(false);
  });

  it("read a token from before link keys as the id alone, which fits only a row from before keys", () => {
    const claim = readRowToken("unsubscribe", signToken("unsubscribe", "7"))!;
    expect(claim).toEqual({ id: 7 });
    expect(claimFits(claim, { linkKey: row.linkKey, legacyLinks: true })).toBe(true);
    expect(claimFits(claim, { linkKey: row.linkKey, legacyLinks: false })).toBe(false);
  });

  it("refuse an expired, malformed or zero-id token", () => {
    const past = new Date(Date.now() - 1000);
    expect(readRowToken("unsubscribe", signRowToken("unsubscribe", row, past))).toBeUndefined();
    expect(readRowToken("unsubscribe", signToken("unsubscribe", "7.short"))).toBeUndefined();
    expect(readRowToken("unsubscribe", signToken("unsubscribe", "0"))).toBeUndefined();
    expect(readRowToken("unsubscribe", "not.a.token")).toBeUndefined();
  });
});
