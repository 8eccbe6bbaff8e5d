import { describe, expect, it } from "vitest";
import { maskAddresses } from "./audit-mask";

describe("masking addresses for the audit log", () => {
  it("masks every address in text and names each once, lower-cased", () => {
    expect(maskAddresses("Invited Bob.Smith@Example.com; bob.smith@example.com again, and c@d.org")).toEqual({
      value: "Invited b***@example.com; b***@example.com again, and c***@d.org",
      addresses: ["bob.smith@example.com", "c@d.org"],
    });
  });

  it("masks inside details, and leaves masked addresses and other values alone", () => {
    expect(maskAddresses({ email: "x@y.com", list: ["a***@b.com", 3], nested: { to: "Z@Y.COM" }, count: 2, none: null })).toEqual({
      value: { email: "x***@y.com", list: ["a***@b.com", 3], nested: { to: "z***@y.com" }, count: 2, none: null },
      addresses: ["x@y.com", "z@y.com"],
    });
  });
});
