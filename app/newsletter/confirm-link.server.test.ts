import { describe, expect, it } from "vitest";
import { signToken } from "~/security/signing.server";
import { confirmUrl, subscriberIdFromConfirmToken } from "./confirm-link.server";
import { confirmationValidDays } from "./confirmation-email";
import { unsubscribeUrl } from "./unsubscribe-link.server";

const tokenOf = (url: string) => new URL(url).searchParams.get("token");
const dayMs = 24 * 60 * 60 * 1000;

describe("the confirmation link", () => {
  it("names its subscriber for seven days, and no longer", () => {
    const sent = new Date("2026-11-20T12:00:00Z");
    const token = tokenOf(confirmUrl(42, sent));
    expect(confirmationValidDays).toBe(7);
    expect(subscriberIdFromConfirmToken(token, new Date(sent.getTime() + 7 * dayMs - 1000))).toBe(42);
    expect(subscriberIdFromConfirmToken(token, new Date(sent.getTime() + 7 * dayMs))).toBeUndefined();
  });

  it("cannot be made from an unsubscribe link, a tampered token or a token without an expiry", () => {
    expect(subscriberIdFromConfirmToken(tokenOf(unsubscribeUrl(42)))).toBeUndefined();
    const token = tokenOf(confirmUrl(42))!;
    expect(subscriberIdFromConfirmToken(`${Buffer.from("43").toString("base64url")}${token.slice(token.indexOf("."))}`)).toBeUndefined();
    expect(subscriberIdFromConfirmToken(signToken("newsletter-confirm", "0"))).toBeUndefined();
    expect(subscriberIdFromConfirmToken(undefined)).toBeUndefined();
  });
});
