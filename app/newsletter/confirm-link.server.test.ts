import { describe, expect, it } from "vitest";
import { signToken } from "~/security/signing.server";
import { confirmUrl, subscriberClaimFromConfirmToken } from "./confirm-link.server";
import { confirmationValidDays } from "./confirmation-email";
import { unsubscribeUrl } from "./unsubscribe-link.server";

const tokenOf = (url: string) => new URL(url).searchParams.get("token");
const dayMs = 24 * 60 * 60 * 1000;
const row = { id: 42, linkKey: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" };

describe("the confirmation link", () => {
  it("names its subscriber for seven days, and no longer", () => {
    const sent = new Date("2026-11-20T12:00:00Z");
    const token = tokenOf(confirmUrl(row, sent));
    expect(confirmationValidDays).toBe(7);
    expect(subscriberClaimFromConfirmToken(token, new Date(sent.getTime() + 7 * dayMs - 1000))).toEqual({ id: 42, key: row.linkKey });
    expect(subscriberClaimFromConfirmToken(token, new Date(sent.getTime() + 7 * dayMs))).toBeUndefined();
  });

  it("cannot be made from an unsubscribe link, a tampered token or a token without an expiry", () => {
    expect(subscriberClaimFromConfirmToken(tokenOf(unsubscribeUrl(row)))).toBeUndefined();
    const token = tokenOf(confirmUrl(row))!;
    expect(subscriberClaimFromConfirmToken(`${Buffer.from("43").toString("base64url")}${token.slice(token.indexOf("."))}`)).toBeUndefined();
    expect(subscriberClaimFromConfirmToken(signToken("newsletter-confirm", "0"))).toBeUndefined();
    expect(subscriberClaimFromConfirmToken(undefined)).toBeUndefined();
  });
});
