import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import { trustNoProxy, type ProxyTrust } from "~/config/trust-proxy";
import { clientNetwork } from "~/lib/client-network";

/** The client a request counts against in every per-client limit. */
export type ClientOf = (req: IncomingMessage & { ip?: string }) => string;

/**
 * By Express's `req.ip` (which follows `trust proxy`), an IPv6 address folded to its network of
 * `ipv6PrefixLength` bits (RATE_LIMIT_IPV6_PREFIX), so the post allowance, the render turns and
 * every database-backed limit count one IPv6 network once. A request the page cache answers
 * before Express has no `req.ip`; its address is worked out the same way, with `trustProxy`
 * (the TRUST_PROXY function Express is given).
 */
export function clientKeys(ipv6PrefixLength: number, trustProxy: ProxyTrust = trustNoProxy): ClientOf {
  // A closed socket has no address: such a request counts as one "unknown" client, as before.
  return (req) => clientNetwork(req.ip ?? (proxyaddr(req, trustProxy) as string | undefined) ?? "unknown", ipv6PrefixLength);
}
