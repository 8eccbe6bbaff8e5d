import { describe, expect, it } from "vitest";
import { openAddress } from "./open-address.js";

describe("the address to open", () => {
  it("is localhost when the site listens on every interface", () => {
    expect(openAddress("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(openAddress("::", 8080)).toBe("http://localhost:8080");
  });

  it("is the address the site listens on otherwise, IPv6 in brackets", () => {
    expect(openAddress("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
    expect(openAddress("::1", 3000)).toBe("http://[::1]:3000");
    expect(openAddress("pointwise.internal", 3000)).toBe("http://pointwise.internal:3000");
  });
});
