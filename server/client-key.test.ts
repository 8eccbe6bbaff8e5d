import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { loadEnv } from "~/config/env.server";
import { clientKeys } from "./client-key";

/** A request as the page cache sees it, before Express has given it `req.ip`. */
function rawRequest(peer: string | undefined, forwardedFor?: string): IncomingMessage {
  return {
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
}

describe("the client key of a request Express has not seen", () => {
  it("follows TRUST_PROXY as Express's req.ip does", () => {
    const behindOneProxy = clientKeys(64, loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY);
    expect(behindOneProxy(rawRequest("127.0.0.1", "6.6.6.6, 203.0.113.9"))).toBe("203.0.113.9");
    const noProxy = clientKeys(64, loadEnv({ TRUST_PROXY: "" }).TRUST_PROXY);
    expect(noProxy(rawRequest("127.0.0.1", "6.6.6.6, 203.0.113.9"))).toBe("127.0.0.1");
  });

  it("trusts no forwarded header unless told to", () => {
    expect(clientKeys(64)(rawRequest("198.51.100.4", "203.0.113.9"))).toBe("198.51.100.4");
  });

  it("folds an IPv6 address to its network, as for every other limit", () => {
    expect(clientKeys(64)(rawRequest("2001:db8:1:2:aaaa:bbbb:cccc:dddd"))).toBe("2001:db8:1:2::/64");
  });

  it("takes Express's req.ip when there is one", () => {
    expect(clientKeys(64)(Object.assign(rawRequest("127.0.0.1"), { ip: "192.0.2.7" }))).toBe("192.0.2.7");
  });

  it("names a request whose socket has closed as one unknown client", () => {
    expect(clientKeys(64)(rawRequest(undefined))).toBe("unknown");
  });
});
