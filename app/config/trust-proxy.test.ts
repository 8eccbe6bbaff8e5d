import { describe, expect, it } from "vitest";
import { parseTrustProxy, type ProxyTrust } from "./trust-proxy";

function trustOf(value: string | undefined): ProxyTrust {
  const parsed = parseTrustProxy(value);
  if (!("trust" in parsed)) throw new Error(parsed.problem);
  return parsed.trust;
}

function problemOf(value: string): string {
  const parsed = parseTrustProxy(value);
  if (!("problem" in parsed)) throw new Error(`${value} was accepted`);
  return parsed.problem;
}

describe("TRUST_PROXY", () => {
  it("trusts nothing when unset, empty, false or 0", () => {
    for (const value of [undefined, "", " ", "false", "0"]) {
      const trust = trustOf(value);
      expect(trust("127.0.0.1", 0)).toBe(false);
      expect(trust("10.0.0.1", 0)).toBe(false);
    }
  });

  it("takes a hop count: that many peers are proxies, whatever their address", () => {
    const trust = trustOf("1");
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("198.51.100.7", 0)).toBe(true);
    expect(trust("203.0.113.9", 1)).toBe(false);
    expect(trustOf("2")("203.0.113.9", 1)).toBe(true);
    expect(trustOf("2")("6.6.6.6", 2)).toBe(false);
  });

  it("takes a list of addresses and CIDR ranges, IPv4 and IPv6", () => {
    const trust = trustOf("10.0.0.0/8, 192.0.2.5,2001:db8::/32");
    expect(trust("10.20.30.40", 0)).toBe(true);
    expect(trust("192.0.2.5", 0)).toBe(true);
    expect(trust("192.0.2.6", 0)).toBe(false);
    expect(trust("2001:db8::1", 0)).toBe(true);
    expect(trust("203.0.113.9", 0)).toBe(false);
  });

  it("takes Express's names for address ranges", () => {
    const trust = trustOf("loopback, uniquelocal");
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("::1", 0)).toBe(true);
    expect(trust("::ffff:127.0.0.1", 0)).toBe(true);
    expect(trust("172.16.0.1", 0)).toBe(true);
    expect(trust("169.254.0.1", 0)).toBe(false);
    expect(trustOf("linklocal")("169.254.0.1", 0)).toBe(true);
  });

  it("refuses true, saying what to set instead", () => {
    expect(problemOf("true")).toBe(
      "TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client can pick its own address; " +
        "set the number of proxies in front of the site (usually 1) or their addresses",
    );
  });

  it("refuses an entry that is not an address, a range or a name, naming it", () => {
    expect(problemOf("10.0.0.1, proxy.internal")).toBe(
      '"proxy.internal" is not a number of proxies, an IP address, a CIDR range or one of loopback, linklocal, uniquelocal',
    );
    expect(problemOf("yes,10.0.0.0/99")).toContain('"yes", "10.0.0.0/99" are not');
    expect(problemOf("10.0.0.1,")).toContain('"" is not');
    expect(problemOf("-1")).toContain('"-1" is not');
    expect(problemOf("1.5")).toContain('"1.5" is not');
  });

  it("refuses a hop count no real chain of proxies has", () => {
    expect(problemOf("11")).toMatch(/^11 proxies in a row is more than 10/);
  });
});
