import { describe, expect, it } from "vitest";
import { seal, unseal } from "./secret-box.server";

describe("secret box", () => {
  it("opens what it sealed, for the same purpose only", () => {
    const sealed = seal("totp", "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(unseal("totp", sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(unseal("other", sealed)).toBeUndefined();
  });

  it("refuses a tampered or malformed value", () => {
    const sealed = seal("totp", "secret");
    const [v, iv, tag, data] = sealed.split(".");
    const flipped = data!.startsWith("A") ? `B${data!.slice(1)}` : `A${data!.slice(1)}`;
    expect(unseal("totp", [v, iv, tag, flipped].join("."))).toBeUndefined();
    expect(unseal("totp", "nonsense")).toBeUndefined();
  });

  it("seals the same text differently each time", () => {
    expect(seal("totp", "x")).not.toBe(seal("totp", "x"));
  });
});
