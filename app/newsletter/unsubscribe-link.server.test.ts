import { afterEach, describe, expect, it } from "vitest";
import { configureMail } from "~/email/config.server";
import { signToken } from "~/security/signing.server";
import { subscriberClaimFromToken, unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-link.server";

afterEach(() => configureMail({ siteUrl: "http://localhost:3000" }));

const row = { id: 42, linkKey: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" };

describe("unsubscribe links", () => {
  it("are absolute HTTPS addresses on the site, with a token naming the subscriber and its link key", () => {
    configureMail({ siteUrl: "https://pointwise.example/" });
    const url = new URL(unsubscribeUrl(row));
    expect(url.origin + url.pathname).toBe("https://pointwise.example/unsubscribe");
    expect(subscriberClaimFromToken(url.searchParams.get("token"))).toEqual({ id: 42, key: row.linkKey });
  });

  it("read a link from before link keys as naming the id alone", () => {
    expect(subscriberClaimFromToken(signToken("unsubscribe", "42"))).toEqual({ id: 42 });
  });

  it("refuse a tampered token and one signed for another purpose", () => {
    const token = new URL(unsubscribeUrl(row)).searchParams.get("token")!;
    const [payload, expiry, signature] = token.split(".");
    const otherId = Buffer.from(`43.${row.linkKey}`).toString("base64url");
    expect(subscriberClaimFromToken(`${otherId}.${expiry}.${signature}`)).toBeUndefined();
    expect(subscriberClaimFromToken(`${payload}.${expiry}.x${signature!.slice(1)}`)).toBeUndefined();
    expect(subscriberClaimFromToken(signToken("flash", "42"))).toBeUndefined();
    expect(subscriberClaimFromToken(undefined)).toBeUndefined();
  });

  it("give mail apps the RFC 2369 and RFC 8058 headers", () => {
    expect(unsubscribeHeaders("https://pointwise.example/unsubscribe?token=t")).toEqual({
      "List-Unsubscribe": "<https://pointwise.example/unsubscribe?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
