import { afterEach, describe, expect, it } from "vitest";
import { configureMail } from "~/email/config.server";
import { signToken } from "~/security/signing.server";
import { subscriberIdFromToken, unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-link.server";

afterEach(() => configureMail({ siteUrl: "http://localhost:3000" }));

describe("unsubscribe links", () => {
  it("are absolute HTTPS addresses on the site, with a token naming the subscriber", () => {
    configureMail({ siteUrl: "https://pointwise.example/" });
    const url = new URL(unsubscribeUrl(42));
    expect(url.origin + url.pathname).toBe("https://pointwise.example/unsubscribe");
    expect(subscriberIdFromToken(url.searchParams.get("token"))).toBe(42);
  });

  it("refuse a tampered token and one signed for another purpose", () => {
    const token = new URL(unsubscribeUrl(42)).searchParams.get("token")!;
    const [payload, expiry, signature] = token.split(".");
    const otherId = Buffer.from("43").toString("base64url");
    expect(subscriberIdFromToken(`${otherId}.${expiry}.${signature}`)).toBeUndefined();
    expect(subscriberIdFromToken(`${payload}.${expiry}.x${signature!.slice(1)}`)).toBeUndefined();
    expect(subscriberIdFromToken(signToken("flash", "42"))).toBeUndefined();
    expect(subscriberIdFromToken(undefined)).toBeUndefined();
  });

  it("give mail apps the RFC 2369 and RFC 8058 headers", () => {
    expect(unsubscribeHeaders("https://pointwise.example/unsubscribe?token=t")).toEqual({
      "List-Unsubscribe": "<https://pointwise.example/unsubscribe?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
