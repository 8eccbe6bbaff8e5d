import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it("counts two addresses of one IPv6 /64 as one client, and another /64 as another", () => {
    const one = clientNetwork("2001:db8:1:2::1");
    expect(one).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:2:ffff:eeee:dddd:cccc")).toBe(one);
    expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("takes the prefix length the owner sets", () => {
    expect(clientNetwork("2001:db8:1:2::1", 48)).toBe("2001:db8:1::/48");
    expect(clientNetwork("2001:db8:1:2::1", 56)).toBe(clientNetwork("2001:db8:1:ff::9", 56));
    expect(clientNetwork("2001:db8:1:2::1", 128)).toBe("2001:db8:1:2::1/128");
  });

  it("leaves IPv4 as it is, also when written as IPv4-mapped IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("reads every way of writing one address the same: zeros, case, a zone, a dotted tail", () => {
    expect(clientNetwork("2001:0DB8:0001:0002:0:0:0:1%eth0")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("::1")).toBe("::/64");
    expect(clientNetwork("64:ff9b::192.0.2.1")).toBe("64:ff9b::/64");
  });

  it("returns what does not parse unchanged", () => {
    for (const odd of ["unknown", "1:2:3", "1::2::3", "12345::1", "1:2:3:4:5:6:7:8:9"]) expect(clientNetwork(odd)).toBe(odd);
  });
});
