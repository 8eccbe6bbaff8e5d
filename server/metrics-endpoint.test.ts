import { describe, expect, it } from "vitest";
import { carriesBearerToken } from "./metrics-endpoint";

const token = "a-scrape-token-of-some-length";

describe("carriesBearerToken", () => {
  it("accepts the token as a bearer credential", () => {
    expect(carriesBearerToken(`Bearer ${token}`, token)).toBe(true);
    expect(carriesBearerToken(`bearer ${token} `, token)).toBe(true);
  });

  it("refuses anything else", () => {
    expect(carriesBearerToken(undefined, token)).toBe(false);
    expect(carriesBearerToken("", token)).toBe(false);
    expect(carriesBearerToken("Bearer", token)).toBe(false);
    expect(carriesBearerToken(token, token)).toBe(false);
    expect(carriesBearerToken(`Basic ${token}`, token)).toBe(false);
    expect(carriesBearerToken(`Bearer ${token}x`, token)).toBe(false);
    expect(carriesBearerToken(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(carriesBearerToken(`Bearer ${token} extra`, token)).toBe(false);
  });
});
